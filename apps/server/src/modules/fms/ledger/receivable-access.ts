import { DEFAULT_CURRENCY } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { customer } from '#modules/crm/customer/index.ts';
import { queryExchangeRate } from '#modules/fms/exchange-rate/index.ts';
import type { Db } from '#platform/db/db.ts';
import { isCustomerUser } from '#platform/entity/entity-access.ts';
import { BizError, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import type { ScopedList } from '#platform/permissions/scoped-lists.ts';

/**
 * The customer a receivable call is about: a customer user's own (whatever it sent), else the one
 * the staff user named, which must exist.
 */
export async function receivableCustomer(ctx: AuthedContext, chosen: string | undefined | null) {
  if (isCustomerUser(ctx)) {
    if (!ctx.auth.customerId) throw noPermission();
    return ctx.auth.customerId;
  }
  if (!chosen) throw new BizError('balanceCustomerRequired');
  const [row] = await ctx.db.select({ id: customer.id }).from(customer).where(eq(customer.id, chosen));
  if (!row) throw new BizError('balanceCustomerRequired');
  return chosen;
}

/** A customer user's own id for filters (staff: the one asked, or none). */
export function ownCustomerFilter(ctx: AuthedContext, asked: string | undefined): string | undefined {
  if (isCustomerUser(ctx)) return ctx.auth.customerId ?? '00000000-0000-0000-0000-000000000000';
  return asked;
}

/** Money writes and fee actions are staff work (`platform/entity/entity-access.ts`). */
export { staffOnly } from '#platform/entity/entity-access.ts';

/**
 * 1 unit of `currency` in the local currency on `date` (1 for the local currency itself), read in
 * `db`: inside a write, its transaction (an embedded database has one connection: a read beside the
 * open transaction would wait for it forever).
 */
export async function rateToLocal(db: Db, ctx: AuthedContext, currency: string, date: Date): Promise<string> {
  return rateBetween(db, ctx, currency, DEFAULT_CURRENCY, date);
}

/** 1 unit of `from` in `to` on `date`, read in `db` (see {@link rateToLocal}). */
export async function rateBetween(
  db: Db,
  ctx: AuthedContext,
  from: string,
  to: string,
  date: Date,
): Promise<string> {
  if (from === to) return '1';
  const r = await queryExchangeRate({ ...ctx, db }, { foreignCurrency: from, currency: to, date });
  return r.value;
}

/**
 * Rows of a receivable list a caller may see: a customer user only its own customer's, staff those of
 * its data scope (`scopedRoute(list, …)` on the route).
 */
export async function receivableScope(ctx: AuthedContext, list: ScopedList, customerColumn: PgColumn) {
  if (isCustomerUser(ctx)) return ctx.auth.customerId ? eq(customerColumn, ctx.auth.customerId) : sql`false`;
  return dataScopeWhere(ctx, list);
}
