import { EMPLOYEE_API, employee, type employeePasswordPayload, FIELD_LABELS } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { session } from '#modules/platform/session/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { dataNotExist, noPermission } from '#platform/http/errors.ts';
import { type ApiRoute, type AuthedContext, route } from '#platform/http/route.ts';
import { strongPasswordHash } from './employee.rules.ts';

/** Sets an employee's password (password rule, hashed) and ends the employee's sessions. */
export async function resetEmployeePassword(
  ctx: AuthedContext,
  input: z.output<typeof employeePasswordPayload>,
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
    contract: EMPLOYEE_API.resetPassword,
    labels: { password: FIELD_LABELS.newPassword },
    permission: `${employee.permission}:resetPassword`,
    handler: (c, b) => resetEmployeePassword(c, b),
  }),
];
