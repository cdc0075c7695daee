import type { SearchPayload } from '@freightdesk/domain';
import { and, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { role } from '#modules/user/role/role.schema.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { criteriaText, likePattern, pageOf, pageOffset, sortTerms } from '#platform/http/search.ts';
import { dataScopeFilter } from '#platform/permissions/data-scope.service.ts';
import { appUser } from './user.schema.ts';
import { selectUsers, type UserView } from './user.service.ts';

/** Searches users (criteria: keyword, userType, roleId, customerId, enabled) within the data scope. */
export async function searchUsers(ctx: AuthedContext, input: SearchPayload) {
  const c = input.criteria;
  const keyword = criteriaText(c, 'keyword');
  const filters: (SQL | undefined)[] = [
    keyword
      ? or(
          ilike(appUser.username, likePattern(keyword)),
          ilike(appUser.name, likePattern(keyword)),
          ilike(appUser.code, likePattern(keyword)),
        )
      : undefined,
    criteriaText(c, 'userType')
      ? eq(appUser.userType, criteriaText(c, 'userType') as UserView['userType'])
      : undefined,
    criteriaText(c, 'roleId') ? eq(appUser.roleId, criteriaText(c, 'roleId')!) : undefined,
    criteriaText(c, 'customerId') ? eq(appUser.customerId, criteriaText(c, 'customerId')!) : undefined,
    typeof c.enabled === 'boolean' ? eq(appUser.enabled, c.enabled) : undefined,
    // a customer user only ever sees its own customer's users
    ctx.auth.userType === 'customer' ? eq(appUser.customerId, ctx.auth.customerId ?? '') : undefined,
    await dataScopeFilter(ctx, input.permissionScope, { owner: appUser.id, customer: appUser.customerId }),
  ];
  const where = and(...filters);
  const [total] = await ctx.db.select({ n: count() }).from(appUser).where(where);
  const records = await selectUsers(ctx.db)
    .where(where)
    .orderBy(
      ...sortTerms(input, { code: appUser.code, username: appUser.username, createdAt: appUser.createdAt }, [
        appUser.code,
      ]),
    )
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(records, total?.n ?? 0, input);
}

export const updateRolePayload = z.object({ userId: z.uuid(), roleId: z.uuid() });

/** Gives a user another role of its own user type. */
export async function updateUserRole(
  ctx: AuthedContext,
  input: z.output<typeof updateRolePayload>,
): Promise<null> {
  return ctx.db.transaction(async (tx) => {
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
      .set({ roleId: input.roleId, updatedAt: ctx.now })
      .where(eq(appUser.id, input.userId));
    return null;
  });
}
