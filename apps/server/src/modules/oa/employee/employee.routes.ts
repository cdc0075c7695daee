import { employee, nullAnswer } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { session } from '#modules/platform/session/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { dataNotExist, noPermission } from '#platform/http/errors.ts';
import { type ApiRoute, type AuthedContext, route } from '#platform/http/route.ts';
import { passwordValue, strongPasswordHash } from './employee.rules.ts';

export const resetPasswordPayload = z.object({ id: z.uuid(), password: passwordValue });

/** Sets an employee's password (password rule, hashed) and ends the employee's sessions. */
export async function resetEmployeePassword(
  ctx: AuthedContext,
  input: z.output<typeof resetPasswordPayload>,
): Promise<null> {
  // staff manage employees; a customer user is refused even if a role was granted the code
  if (ctx.auth.userType !== 'staff') throw noPermission();
  const passwordHash = await strongPasswordHash(ctx, input.password);
  await ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(appUser)
      .set({ passwordHash, updatedAt: ctx.now, updatedBy: ctx.auth.userId })
      .where(and(eq(appUser.id, input.id), eq(appUser.userType, 'staff')))
      .returning({ id: appUser.id });
    if (!done.length) throw dataNotExist();
    await tx.delete(session).where(eq(session.userId, input.id));
    await writeBusinessLog(tx, ctx, [
      { entity: employee.name, entityId: input.id, action: 'resetPassword', customerId: null },
    ]);
  });
  return null;
}

/** Employee actions beyond the generic ones (`updateRole` and `authDevice` live with users and devices). */
export const employeeRoutes: ApiRoute[] = [
  route({
    method: 'POST',
    url: `/${employee.api}/resetPassword`,
    output: nullAnswer,
    input: resetPasswordPayload,
    labels: { password: { 'zh-CN': '新密码', 'en-US': 'New password', 'vi-VN': 'Mật khẩu mới' } },
    permission: `${employee.permission}:resetPassword`,
    summary: 'Employee: set a new password (password rule) and end its sessions',
    handler: (c, b) => resetEmployeePassword(c, b),
  }),
];
