import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { balancePosition } from '#modules/fms/balance/index.ts';
import { rateBetween } from '#modules/fms/ledger/index.ts';
import { queryPrice } from '#modules/fms/price/index.ts';
import type { CheckedOrder } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, translate } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/**
 * The price estimate of an order in `currency`: the cheapest price of its product for its customer
 * (the price query's engine), 0 when the product has no price for it (nothing to hold it against).
 */
async function estimateOrder(tx: Db, ctx: AuthedContext, c: CheckedOrder, currency: string) {
  // priced as staff would for the order's customer (a customer user needs no price-checking feature
  // here), read in the placing transaction
  const staffView: AuthedContext = { ...ctx, db: tx, auth: { ...ctx.auth, userType: 'staff' } };
  const answers = await queryPrice(staffView, {
    customerId: c.customerId,
    productId: c.product.id,
    countryCode: c.recipient.countryCode,
    postcode: c.recipient.postcode ?? null,
    city: c.recipient.city ?? null,
    pieces: c.pieces.map((p) => ({
      actualWeight: p.orderActualWeight ?? '0',
      length: p.orderLength ?? null,
      width: p.orderWidth ?? null,
      height: p.orderHeight ?? null,
    })),
    goodsTypes: [],
    packageType: c.order.packageType ?? null,
    date: ctx.now,
  });
  const priced = answers.find((a) => a.ok);
  if (!priced?.ok) return new Decimal(0);
  if (priced.currency === currency) return new Decimal(priced.total);
  const rate = await rateBetween(tx, staffView, priced.localCurrency, currency, ctx.now);
  return new Decimal(priced.localTotal).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * The order check of credit control (DESIGN §9), registered on the waybill's order checks: for each
 * customer of the orders with credit control warn or block, the orders' estimates (summed per
 * customer) are held against its available balance; when they would take it below 0, block refuses
 * the orders (`balanceCreditBlocked`) and warn lets them through with `balanceCreditWarn` on each.
 */
export async function creditOrderCheck(
  tx: Db,
  ctx: AuthedContext,
  orders: readonly CheckedOrder[],
): Promise<string[][]> {
  const warnings = orders.map(() => [] as string[]);
  const byCustomer = new Map<string, number[]>();
  for (const [i, o] of orders.entries())
    byCustomer.set(o.customerId, [...(byCustomer.get(o.customerId) ?? []), i]);
  for (const [customerId, indexes] of byCustomer) {
    // most customers have no credit control: their orders cost one small read, not a money position
    const [c] = await tx
      .select({ control: customer.creditControl })
      .from(customer)
      .where(eq(customer.id, customerId));
    if (c?.control !== 'warn' && c?.control !== 'block') continue;
    const position = await balancePosition(tx, ctx, customerId);
    let estimate = new Decimal(0);
    for (const i of indexes)
      estimate = estimate.plus(await estimateOrder(tx, ctx, orders[i]!, position.currency));
    const available = new Decimal(position.available);
    if (available.minus(estimate).gte(0)) continue;
    const params = [available.toFixed(2), estimate.toFixed(2), position.currency];
    if (position.creditControl === 'block') throw new BizError('balanceCreditBlocked', params);
    const text = translate(ctx.lang, 'balanceCreditWarn', params);
    for (const i of indexes) warnings[i]!.push(text);
  }
  return warnings;
}
