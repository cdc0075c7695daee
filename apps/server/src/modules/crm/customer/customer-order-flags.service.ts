import {
  localDayBounds,
  makeDocumentRemaining,
  type orderNoticeQuery,
  shipDateOf,
} from '@freightdesk/domain';
import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { type CheckedOrder, lmsWaybill } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { isCustomerUser } from '#platform/entity/entity-access.ts';
import { BizError, noPermission, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { customer } from './customer.schema.ts';

/**
 * The customer's order flags at order time (back-office §3 Customer): only make document, the
 * make-document limit (waybills ordered per local day, counted under a lock of the customer row in
 * the order's transaction) and the latest shipping time (daily cut-off: later orders ship the next
 * day). Registered on the waybill's order checks by the manifest; the rows of an import beyond the
 * limit are refused one by one through `makeDocumentAllowance`.
 */

type OrderFlags = {
  id: string;
  isOnlyMakeDocument: boolean;
  makeDocumentLimit: number | null;
  shippingCutOffTime: string | null;
};

const FLAG_COLUMNS = {
  id: customer.id,
  isOnlyMakeDocument: customer.isOnlyMakeDocument,
  makeDocumentLimit: customer.makeDocumentLimit,
  shippingCutOffTime: customer.shippingCutOffTime,
};

async function flagsOf(db: Db, ids: readonly string[]): Promise<Map<string, OrderFlags>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(FLAG_COLUMNS)
    .from(customer)
    .where(inArray(customer.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Waybills of each customer ordered on the local day of `now`. */
async function orderedToday(db: Db, ids: readonly string[], now: Date): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const { from, to } = localDayBounds(now);
  const rows = await db
    .select({ customerId: lmsWaybill.customerId, n: count() })
    .from(lmsWaybill)
    .where(
      and(
        inArray(lmsWaybill.customerId, [...ids]),
        gte(lmsWaybill.orderTime, from),
        lt(lmsWaybill.orderTime, to),
      ),
    )
    .groupBy(lmsWaybill.customerId);
  return new Map(rows.map((r) => [r.customerId, Number(r.n)]));
}

/** Locks the customer rows (in id order, so two batches never wait on each other crosswise). */
async function lockCustomers(tx: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .select({ id: customer.id })
    .from(customer)
    .where(inArray(customer.id, [...ids]))
    .orderBy(asc(customer.id))
    .for('no key update');
}

export type Allowance = { limit: number; orderedToday: number; remaining: number };

/**
 * Today's make-document allowance of the customers that have a limit (absent: no limit). With
 * `lock` (inside the placing transaction) the customer rows are locked first, so the count holds
 * until the transaction ends.
 */
export async function makeDocumentAllowance(
  db: Db,
  customerIds: readonly string[],
  now: Date,
  options: { lock?: boolean } = {},
): Promise<Map<string, Allowance>> {
  const flags = await flagsOf(db, [...new Set(customerIds)]);
  const limited = [...flags.values()].filter((f) => f.makeDocumentLimit !== null).map((f) => f.id);
  if (options.lock) await lockCustomers(db, limited);
  const counts = await orderedToday(db, limited, now);
  return new Map(
    limited.map((id) => {
      const limit = flags.get(id)!.makeDocumentLimit!;
      const ordered = counts.get(id) ?? 0;
      return [id, { limit, orderedToday: ordered, remaining: makeDocumentRemaining(limit, ordered)! }];
    }),
  );
}

/** The refusal of an order beyond the make-document limit. */
export const makeDocumentLimitReached = (a: Allowance) =>
  new BizError('customerMakeDocumentLimit', [a.limit, a.orderedToday]);

/**
 * The order check of the customer flags: refuses orders beyond a customer's make-document limit and
 * a home pick-up asked by an only-make-document customer's user; dates every order for its shipping
 * day, with a notice on those ordered after the cut-off.
 */
export async function customerOrderCheck(
  tx: Db,
  ctx: AuthedContext,
  orders: readonly CheckedOrder[],
): Promise<string[][]> {
  const ids = [...new Set(orders.map((o) => o.customerId))];
  const flags = await flagsOf(tx, ids);
  if (
    isCustomerUser(ctx) &&
    orders.some((o) => o.order.homePickUp && flags.get(o.customerId)?.isOnlyMakeDocument)
  )
    throw new BizError('customerOnlyMakeDocument');
  const allowance = await makeDocumentAllowance(tx, ids, ctx.now, { lock: true });
  for (const [id, a] of allowance) {
    const asked = orders.filter((o) => o.customerId === id).length;
    if (asked > a.remaining) throw makeDocumentLimitReached(a);
  }
  return orders.map((o) => {
    const cutOff = flags.get(o.customerId)?.shippingCutOffTime ?? null;
    const { shipDate, afterCutOff } = shipDateOf(ctx.now, cutOff);
    o.shipDate = shipDate;
    return afterCutOff ? [translate(ctx.lang, 'customerOrderAfterCutOff', [cutOff!, shipDate])] : [];
  });
}

/** Refuses a customer user of an only-make-document customer (label, pick-up, send: staff's work). */
export async function checkMayShip(ctx: AuthedContext): Promise<void> {
  if (!isCustomerUser(ctx)) return;
  if (!ctx.auth.customerId) throw noPermission();
  const [row] = await ctx.db
    .select({ only: customer.isOnlyMakeDocument })
    .from(customer)
    .where(eq(customer.id, ctx.auth.customerId));
  if (row?.only) throw new BizError('customerOnlyMakeDocument');
}

/** What the order screens show of a customer's flags now (customer users: their own customer). */
export async function orderNotice(ctx: AuthedContext, input: z.output<typeof orderNoticeQuery>) {
  const id = isCustomerUser(ctx) ? ctx.auth.customerId : input.customerId;
  if (!id) throw noPermission();
  const f = (await flagsOf(ctx.db, [id])).get(id);
  if (!f) throw new BizError('notExist', [{ field: 'customerId' }]);
  const ordered = (await orderedToday(ctx.db, [id], ctx.now)).get(id) ?? 0;
  return {
    isOnlyMakeDocument: f.isOnlyMakeDocument,
    shippingCutOffTime: f.shippingCutOffTime,
    ...shipDateOf(ctx.now, f.shippingCutOffTime),
    makeDocumentLimit: f.makeDocumentLimit,
    orderedToday: ordered,
    remaining: makeDocumentRemaining(f.makeDocumentLimit, ordered),
  };
}

/** A route handler that first refuses an only-make-document customer's user (`checkMayShip`). */
export function notForOnlyMakeDocument<A extends unknown[], R>(
  handler: (ctx: AuthedContext, ...args: A) => Promise<R>,
): (ctx: AuthedContext, ...args: A) => Promise<R> {
  return async (ctx, ...args) => {
    await checkMayShip(ctx);
    return handler(ctx, ...args);
  };
}
