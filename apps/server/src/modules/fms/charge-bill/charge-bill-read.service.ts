import type { ChargeSearchPayload } from '@freightdesk/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { receivableScope } from '#modules/fms/ledger/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { fmsChargeBill as cb, fmsChargeRefund as r } from './charge-bill.schema.ts';
import { unmatchedOf } from './charge-refund.service.ts';

/** Receipts as a scoped list: registered by a user, belonging to their customer. */
export const chargeList = defineScopedList('fmsChargeBill', { owner: cb.createdBy, customer: cb.customerId });

/**
 * `fms/chargeBill/search`: newest first, with their refunds. Unclaimed receipts (no customer) are
 * staff rows outside any customer's scope: they are listed when `unclaimed` is asked.
 */
export async function searchCharges(ctx: AuthedContext, input: ChargeSearchPayload) {
  const c = input.criteria;
  const where = and(
    c.unclaimed ? isNull(cb.customerId) : await receivableScope(ctx, chargeList, cb.customerId),
    c.unclaimed && ctx.auth.userType === 'customer' ? sql`false` : undefined,
    c.customerId ? eq(cb.customerId, c.customerId) : undefined,
    c.status?.length ? inArray(cb.status, c.status as never[]) : undefined,
    c.chargeNo ? ilike(cb.chargeNo, likePattern(c.chargeNo)) : undefined,
    c.payTime ? and(gte(cb.payTime, c.payTime[0]), lt(cb.payTime, c.payTime[1])) : undefined,
  );
  const rows = await ctx.db
    .select({
      charge: cb,
      customerCode: customer.code,
      customerName: customer.name,
      count: sql`count(*) over ()`,
    })
    .from(cb)
    .leftJoin(customer, eq(customer.id, cb.customerId))
    .where(where)
    .orderBy(desc(cb.createdAt), desc(cb.chargeNo))
    .limit(input.size)
    .offset(pageOffset(input));
  const ids = rows.map((x) => x.charge.id);
  const refunds = ids.length
    ? await ctx.db.select().from(r).where(inArray(r.chargeId, ids)).orderBy(asc(r.createdAt))
    : [];
  const records = rows.map(({ charge, customerCode, customerName }) => ({
    ...charge,
    customerCode,
    customerName,
    unmatched: charge.status === 10 ? unmatchedOf(charge).toFixed(2) : '0.00',
    refunds: refunds
      .filter((x) => x.chargeId === charge.id)
      .map((x) => ({
        id: x.id,
        value: x.value,
        reason: x.reason,
        cancelled: Boolean(x.cancelTime),
        createdAt: x.createdAt,
      })),
  }));
  return pageOf(records, rowCount(rows[0]?.count), input);
}
