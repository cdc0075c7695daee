import { makeDocumentRemaining, type orderNoticeQuery, shipDateOf } from '@freightdesk/domain';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CheckedOrder,
  makeDocumentAllowance,
  makeDocumentLimitReached,
  orderedToday,
} from '#modules/lms/waybill/index.ts';
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
