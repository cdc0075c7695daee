import type { changeWarehousePayload } from '@freightdesk/domain';
import { and, arrayContains, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type CustomerView, findCustomerView } from '#modules/crm/customer/index.ts';
import { organization } from '#modules/oa/organization/index.ts';
import { role } from '#modules/oa/role/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, loginExpired } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { appUser } from './user.schema.ts';

/** The user as the web sees it. */
export const userColumns = {
  id: appUser.id,
  code: appUser.code,
  username: appUser.username,
  name: appUser.name,
  userType: appUser.userType,
  email: appUser.email,
  mobile: appUser.mobile,
  sex: appUser.sex,
  jobStatus: appUser.jobStatus,
  enabled: appUser.enabled,
  roleId: appUser.roleId,
  roleName: role.name,
  warehouseId: appUser.warehouseId,
  warehouseName: organization.name,
  loginModes: appUser.loginModes,
  customerId: appUser.customerId,
  createdAt: appUser.createdAt,
};

/** Selects user views with their role and warehouse names. */
export function selectUsers(db: Db) {
  return db
    .select(userColumns)
    .from(appUser)
    .leftJoin(role, eq(role.id, appUser.roleId))
    .leftJoin(organization, eq(organization.id, appUser.warehouseId))
    .$dynamic();
}
export type UserView = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

async function findUserView(db: Db, where: SQL): Promise<UserView | null> {
  const [row] = await selectUsers(db).where(where).limit(1);
  return row ?? null;
}

/** The user's role name in the caller's language (seeded roles are named in all three). */
async function roleNameIn(ctx: AuthedContext, user: UserView): Promise<string | null> {
  if (!user.roleId || ctx.lang === 'zh-CN') return user.roleName;
  const [names] = await ctx.db
    .select({ en: role.nameEn, vi: role.nameVi })
    .from(role)
    .where(eq(role.id, user.roleId));
  const local = ctx.lang === 'vi-VN' ? names?.vi || names?.en : names?.en;
  return local || user.roleName;
}

/** The signed-in user, its type, and for customer users its customer record. */
export async function currentUser(
  ctx: AuthedContext,
): Promise<{ user: UserView; userType: UserView['userType']; customer?: CustomerView }> {
  const found = await findUserView(ctx.db, eq(appUser.id, ctx.auth.userId));
  if (!found) throw loginExpired();
  const user = { ...found, roleName: await roleNameIn(ctx, found) };
  if (user.userType !== 'customer' || !user.customerId) return { user, userType: user.userType };
  const customer = await findCustomerView(ctx.db, user.customerId);
  return { user, userType: user.userType, ...(customer ? { customer } : {}) };
}

/** The permission codes of the signed-in user. */
export function currentPermissions(ctx: AuthedContext): string[] {
  return [...ctx.auth.permissions].sort();
}

/** The warehouses the signed-in user may work in (its jurisdiction). */
export async function jurisdictionWarehouses(ctx: AuthedContext) {
  return ctx.db
    .select({ id: organization.id, code: organization.code, name: organization.name })
    .from(appUser)
    .innerJoin(organization, sql`${organization.id} = any(${appUser.warehouseIds})`)
    .where(eq(appUser.id, ctx.auth.userId))
    .orderBy(asc(organization.code));
}

/** Switches the signed-in user's current warehouse to one of its jurisdiction. */
export async function changeWarehouse(
  ctx: AuthedContext,
  input: z.output<typeof changeWarehousePayload>,
): Promise<UserView> {
  const changed = await ctx.db.transaction((tx) =>
    tx
      .update(appUser)
      .set({ warehouseId: input.warehouseId, updatedAt: ctx.now })
      .where(and(eq(appUser.id, ctx.auth.userId), arrayContains(appUser.warehouseIds, [input.warehouseId])))
      .returning({ id: appUser.id }),
  );
  if (!changed.length) throw new BizError('warehouseNotAllowed');
  return (await findUserView(ctx.db, eq(appUser.id, ctx.auth.userId)))!;
}
