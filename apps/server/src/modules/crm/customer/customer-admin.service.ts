import { createHash, randomBytes } from 'node:crypto';
import {
  type BusinessLogAction,
  type customerAddUserPayload,
  type customerBatchUpdatePayload,
  customer as customerDef,
  type customerIdPayload,
  type customerKeyPayload,
  type customerUserIdsPayload,
  type customerUserPasswordPayload,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@freightdesk/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { role } from '#modules/oa/role/index.ts';
import { session } from '#modules/platform/session/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { hashPassword } from '#platform/auth/password.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { customer } from './customer.schema.ts';

/** Hand-written customer actions (beyond the machinery's): API key, batch update, customer users. */

const ENTITY = 'customer';

function staffOnly(ctx: AuthedContext) {
  if (ctx.auth.userType !== 'staff') throw noPermission();
}

/** sha256 (hex) of an API key, as stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Makes a new random API key for a customer (the old one stops working): answered once, stored as its
 * sha256 plus a hint (`fdk_…` + last 4) shown in the list.
 */
export async function generateApiKey(ctx: AuthedContext, input: z.output<typeof customerKeyPayload>) {
  staffOnly(ctx);
  const key = `fdk_${randomBytes(24).toString('base64url')}`;
  const hint = `fdk_****${key.slice(-4)}`;
  return ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(customer)
      .set({
        customerKey: hint,
        customerKeyHash: hashApiKey(key),
        version: sql`${customer.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(eq(customer.id, input.id))
      .returning({ id: customer.id });
    if (!done.length) throw dataNotExist();
    await writeBusinessLog(tx, ctx, [
      {
        entity: ENTITY,
        entityId: input.id,
        action: 'generateApiKey',
        customerId: input.id,
        after: { customerKey: hint },
      },
    ]);
    return { customerKey: key, hint };
  });
}

const FOLLOW_FIELDS = [
  'salesUserId',
  'service1UserId',
  'service2UserId',
  'receivableFinanceUserId',
  'salesAssistantUserId',
] as const;

/** Sets a few safe fields on many customers in one transaction (follow users must be staff users). */
export async function batchUpdateCustomers(
  ctx: AuthedContext,
  input: z.output<typeof customerBatchUpdatePayload>,
) {
  const values = Object.fromEntries(Object.entries(input.values).filter(([, v]) => v !== undefined));
  if (!Object.keys(values).length) throw new BizError('pleaseSelectData');
  return updateCustomers(ctx, input.ids, values, 'batchUpdate');
}

/**
 * Writes the same values to many customers (staff only), logging each change under `action`; a follow
 * user that is not a staff user is refused by the field's own label ("Sales does not exist").
 */
export async function updateCustomers(
  ctx: AuthedContext,
  rawIds: readonly string[],
  values: Record<string, unknown>,
  action: BusinessLogAction,
) {
  staffOnly(ctx);
  const ids = [...new Set(rawIds.map((id) => id.toLowerCase()))];
  return ctx.db.transaction(async (tx) => {
    for (const key of FOLLOW_FIELDS) {
      const userId = values[key];
      if (typeof userId !== 'string') continue;
      const [staff] = await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.id, userId), eq(appUser.userType, 'staff')));
      if (!staff) throw new BizError('notExist', [{ label: customerDef.fields[key].label }]);
    }
    const before = await tx.select().from(customer).where(inArray(customer.id, ids));
    if (before.length !== ids.length) throw dataNotExist();
    await tx
      .update(customer)
      .set({
        ...values,
        version: sql`${customer.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(inArray(customer.id, ids));
    await writeBusinessLog(
      tx,
      ctx,
      before.map((b) => ({
        entity: ENTITY,
        entityId: b.id,
        action,
        customerId: b.id,
        before: Object.fromEntries(Object.keys(values).map((k) => [k, b[k as keyof typeof b]])),
        after: values,
      })),
    );
    return { updated: ids.length };
  });
}

async function assertCustomer(ctx: AuthedContext, customerId: string) {
  const [found] = await ctx.db.select({ id: customer.id }).from(customer).where(eq(customer.id, customerId));
  if (!found) throw dataNotExist();
}

/** The users of one customer (staff only). */
export async function listCustomerUsers(ctx: AuthedContext, input: z.output<typeof customerIdPayload>) {
  staffOnly(ctx);
  await assertCustomer(ctx, input.customerId);
  return ctx.db
    .select({
      id: appUser.id,
      username: appUser.username,
      name: appUser.name,
      email: appUser.email,
      mobile: appUser.mobile,
      enabled: appUser.enabled,
      createdAt: appUser.createdAt,
    })
    .from(appUser)
    .where(and(eq(appUser.customerId, input.customerId), eq(appUser.userType, 'customer')))
    .orderBy(asc(appUser.username));
}

function assertStrong(pw: string) {
  if (!isStrongPassword(pw)) throw new BizError('passwordWeak', [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]);
}

/** Adds a customer user with the customer default role (usernames are unique among customer users). */
export async function addCustomerUser(ctx: AuthedContext, input: z.output<typeof customerAddUserPayload>) {
  staffOnly(ctx);
  await assertCustomer(ctx, input.customerId);
  assertStrong(input.password);
  const [taken] = await ctx.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(
        eq(appUser.userType, 'customer'),
        sql`lower(${appUser.username}) = ${input.username.toLowerCase()}`,
      ),
    );
  if (taken) throw new BizError('customerUserExists', [input.username]);
  const [defaultRole] = await ctx.db
    .select({ id: role.id })
    .from(role)
    .where(eq(role.code, 'customerDefault'));
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHash);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appUser)
      .values({
        code: input.username,
        username: input.username,
        passwordHash,
        name: input.name,
        userType: 'customer',
        email: input.email ?? null,
        mobile: input.mobile ?? null,
        roleId: defaultRole?.id ?? null,
        customerId: input.customerId,
        createdBy: ctx.auth.userId,
      })
      .returning({
        id: appUser.id,
        username: appUser.username,
        name: appUser.name,
        enabled: appUser.enabled,
      });
    await writeBusinessLog(tx, ctx, [
      {
        entity: ENTITY,
        entityId: input.customerId,
        action: 'addUser',
        customerId: input.customerId,
        after: { username: input.username, name: input.name },
      },
    ]);
    return row!;
  });
}

async function customerUsers(ctx: AuthedContext, ids: readonly string[]) {
  const rows = await ctx.db
    .select({ id: appUser.id, customerId: appUser.customerId })
    .from(appUser)
    .where(and(inArray(appUser.id, [...ids]), eq(appUser.userType, 'customer')));
  if (rows.length !== new Set(ids).size) throw dataNotExist();
  return rows;
}

/** Sets a customer user's password and ends its sessions. */
export async function resetCustomerUserPassword(
  ctx: AuthedContext,
  input: z.output<typeof customerUserPasswordPayload>,
) {
  staffOnly(ctx);
  const [user] = await customerUsers(ctx, [input.userId]);
  assertStrong(input.password);
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHash);
  await ctx.db.transaction(async (tx) => {
    await tx.update(appUser).set({ passwordHash, updatedAt: ctx.now }).where(eq(appUser.id, input.userId));
    await tx.delete(session).where(eq(session.userId, input.userId));
    await writeBusinessLog(tx, ctx, [
      {
        entity: ENTITY,
        entityId: user!.customerId!,
        action: 'resetUserPassword',
        customerId: user!.customerId,
        after: { userId: input.userId },
      },
    ]);
  });
  return null;
}

/** Enables or disables customer users (disabling ends their sessions). */
export async function setCustomerUsersEnabled(
  ctx: AuthedContext,
  input: z.output<typeof customerUserIdsPayload>,
  enabled: boolean,
) {
  staffOnly(ctx);
  const users = await customerUsers(ctx, input.ids);
  await ctx.db.transaction(async (tx) => {
    await tx.update(appUser).set({ enabled, updatedAt: ctx.now }).where(inArray(appUser.id, input.ids));
    if (!enabled) await tx.delete(session).where(inArray(session.userId, input.ids));
    await writeBusinessLog(
      tx,
      ctx,
      users.map((u) => ({
        entity: ENTITY,
        entityId: u.customerId!,
        action: enabled ? 'enableUser' : 'disableUser',
        customerId: u.customerId,
        after: { userId: u.id, enabled },
      })),
    );
  });
  return null;
}
