import type { RuleFacts } from '@freightdesk/domain';
import { Decimal } from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { priceReference } from '#modules/fms/price/index.ts';
import { type CheckedOrder, orderWaybillRow } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type FactRow, factsOf, inArrears } from './rule-facts.service.ts';

/** The largest of decimal strings (null when none). */
function maxOf(values: readonly (string | null | undefined)[]): string | null {
  let best: Decimal | null = null;
  for (const v of values) if (v != null && v !== '' && (best === null || best.lt(v))) best = new Decimal(v);
  return best?.toString() ?? null;
}

/**
 * The facts of orders not placed yet (an order check runs before the waybill rows exist), per order
 * in order: the row the order would place (`orderWaybillRow`) through the same `factsOf` as placed
 * waybills, so an order and the waybill it becomes give the same facts (the waybill number aside:
 * none is taken yet). Reads customers' levels in one query, the cached pricing reference and one
 * balance reading per distinct customer (only when `fields` include "is in arrears", as
 * `waybillRuleFacts`), in `db`.
 */
export async function orderRuleFacts(
  db: Db,
  ctx: AuthedContext,
  orders: readonly CheckedOrder[],
  fields?: ReadonlySet<string>,
): Promise<RuleFacts[]> {
  if (!orders.length) return [];
  const ids = [...new Set(orders.map((o) => o.customerId))];
  const levels = new Map(
    (
      await db
        .select({ id: customer.id, level: customer.level })
        .from(customer)
        .where(inArray(customer.id, ids))
    ).map((r) => [r.id, r.level]),
  );
  const ref = await priceReference(db, ctx.now);
  const arrears = new Map<string, boolean | null>();
  if (!fields || fields.has('isArrears')) for (const id of ids) arrears.set(id, await inArrears(db, ctx, id));
  return orders.map((c) => {
    const row = orderWaybillRow(ctx, c, '', '') as unknown as FactRow;
    const sides = c.pieces.flatMap((p) => [p.orderLength, p.orderWidth, p.orderHeight]);
    return factsOf(row, {
      level: levels.get(c.customerId) ?? null,
      longest: maxOf(sides),
      heaviest: maxOf(c.pieces.map((p) => p.orderActualWeight)),
      arrears: arrears.get(c.customerId) ?? null,
      ref,
      ctx,
    });
  });
}
