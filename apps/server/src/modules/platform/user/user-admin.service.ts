import type { updateDataScopesPayload, updateRolePayload } from '@freightdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { role } from '#modules/oa/role/index.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { assertScopeCodes } from '#platform/permissions/data-scope.service.ts';
import { appUser } from './user.schema.ts';

/** Gives a user another role of its own user type. */
export async function updateUserRole(
  ctx: AuthedContext,
  input: z.output<typeof updateRolePayload>,
): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ userType: appUser.userType, customerId: appUser.customerId })
      .from(appUser)
      .where(eq(appUser.id, input.userId));
    if (!user || (ctx.auth.userType === 'customer' && user.customerId !== ctx.auth.customerId))
      throw dataNotExist();
    const [target] = await tx.select({ userType: role.userType }).from(role).where(eq(role.id, input.roleId));
    if (!target) throw new BizError('notExist', [{ field: 'role' }]);
    if (target.userType !== user.userType) throw new BizError('roleUserTypeMismatch');
    await tx
      .update(appUser)
      .set({ roleId: input.roleId, version: sql`${appUser.version} + 1`, updatedAt: ctx.now })
      .where(eq(appUser.id, input.userId));
  });
  return null;
}

/**
 * Sets a staff user's own data scope grants, replacing the role's (`null`: the role's again). Staff
 * users only; read back in the employee's record (`dataScopes`).
 */
export async function updateUserDataScopes(
  ctx: AuthedContext,
  input: z.output<typeof updateDataScopesPayload>,
): Promise<null> {
  await ctx.db.transaction(async (tx) => {
    if (input.dataScopes) await assertScopeCodes(tx, input.dataScopes);
    const done = await tx
      .update(appUser)
      .set({ dataScopes: input.dataScopes, version: sql`${appUser.version} + 1`, updatedAt: ctx.now })
      .where(and(eq(appUser.id, input.userId), eq(appUser.userType, 'staff')))
      .returning({ id: appUser.id });
    if (!done.length) throw dataNotExist();
  });
  return null;
}
