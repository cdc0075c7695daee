import {
  billingChargeWeight,
  DEFAULT_CURRENCY,
  exchangeRateOf,
  MONEY_SCALE,
  matchZone,
  normalizePostcode,
  type RuleFacts,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq, inArray, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { balancePosition } from '#modules/fms/balance/index.ts';
import { type PriceReference, priceReference } from '#modules/fms/price/index.ts';
import { lmsWaybill, lmsWaybillPiece } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** A waybill as the rule language sees it: its number and the facts its conditions test. */
export type WaybillRuleFacts = { id: string; waybillNo: string; facts: RuleFacts };

const p = lmsWaybillPiece;
/** A piece measure as received once received, else as ordered. */
const measure = (received: unknown, ordered: unknown) => sql`coalesce(${received}, ${ordered})`;
const longestSide = sql<string | null>`(select max(greatest(
    ${measure(p.receiveLength, p.orderLength)}, ${measure(p.receiveWidth, p.orderWidth)},
    ${measure(p.receiveHeight, p.orderHeight)}))::text from ${p} where ${p.waybillId} = ${lmsWaybill.id})`;
const heaviestPiece = sql<
  string | null
>`(select max(${measure(p.receiveActualWeight, p.orderActualWeight)})::text
    from ${p} where ${p.waybillId} = ${lmsWaybill.id})`;

/**
 * The facts of freight waybills for the rule evaluator, keyed by id (ids not found are left out):
 * one query for the waybills with their customer's level and the longest side and heaviest piece of
 * their pieces, the cached pricing reference for zones and exchange rates, and one balance reading
 * per distinct customer for "is in arrears" (its available balance below zero) — only when `fields`
 * (the facts the rules at hand read, `ruleFieldsOf`) include it; otherwise it is null. Read in `db`,
 * so a transaction sees its own writes.
 */
export async function waybillRuleFacts(
  db: Db,
  ctx: AuthedContext,
  ids: readonly string[],
  fields?: ReadonlySet<string>,
): Promise<Map<string, WaybillRuleFacts>> {
  const out = new Map<string, WaybillRuleFacts>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ w: lmsWaybill, level: customer.level, longestSide, heaviestPiece })
    .from(lmsWaybill)
    .innerJoin(customer, eq(customer.id, lmsWaybill.customerId))
    .where(inArray(lmsWaybill.id, [...new Set(ids)]));
  const ref = await priceReference(db, ctx.now);
  const arrears = new Map<string, boolean | null>();
  if (!fields || fields.has('isArrears'))
    for (const customerId of new Set(rows.map((r) => r.w.customerId)))
      arrears.set(customerId, await inArrears(db, ctx, customerId));
  for (const { w, level, longestSide: longest, heaviestPiece: heaviest } of rows) {
    const facts = factsOf(w, {
      level,
      longest,
      heaviest,
      arrears: arrears.get(w.customerId) ?? null,
      ref,
      ctx,
    });
    out.set(w.id, { id: w.id, waybillNo: w.waybillNo, facts });
  }
  return out;
}

type Row = typeof lmsWaybill.$inferSelect;
/** The columns of a waybill the facts are made of (a placed row, or the row an order would place). */
export type FactRow = Pick<
  Row,
  | 'waybillNo'
  | 'customerNo'
  | 'customerId'
  | 'productId'
  | 'status'
  | 'destination'
  | 'recipient'
  | 'goodsDescs'
  | 'orderActualWeight'
  | 'orderVolumeWeight'
  | 'orderSquareNumber'
  | 'orderChargeWeight'
  | 'pieceCount'
  | 'invoice'
  | 'packageType'
  | 'tradeClause'
  | 'declareType'
  | 'homePickUp'
  | 'needInsure'
> &
  Partial<
    Pick<
      Row,
      | 'channelId'
      | 'deliveryAgentId'
      | 'receiveGoodsDescs'
      | 'receiveActualWeight'
      | 'receiveVolumeWeight'
      | 'receiveSquareNumber'
      | 'receivableRealChargeWeight'
    >
  >;

/** What the facts need besides the row: customer level, piece extremes, arrears, the pricing reference. */
export type FactExtras = {
  level: string | null;
  longest: string | null;
  heaviest: string | null;
  arrears: boolean | null;
  ref: PriceReference;
  ctx: AuthedContext;
};

/** A decimal fact in one spelling whatever its column's scale (`"40.00"` and `"40"` are `"40"`). */
const dec = (v: string | null | undefined): string | null =>
  v == null || v === '' ? null : new Decimal(v).toString();

/** The facts of one waybill row: one function for placed waybills and for orders about to be placed. */
export function factsOf(w: FactRow, x: FactExtras): RuleFacts {
  const country = (w.recipient.countryCode ?? w.destination ?? '').toUpperCase();
  const postcode = normalizePostcode(w.recipient.postcode) || null;
  const zoneId = x.ref.products[w.productId]?.zoneId;
  const zoneRows = zoneId ? x.ref.zoneSchemes[zoneId] : undefined;
  const goods = w.receiveGoodsDescs?.length ? w.receiveGoodsDescs : w.goodsDescs;
  return {
    waybillNo: w.waybillNo || null,
    customerNo: w.customerNo,
    customerId: w.customerId,
    customerLevel: x.level,
    isArrears: x.arrears,
    productId: w.productId,
    channelId: w.channelId ?? null,
    deliveryAgentId: w.deliveryAgentId ?? null,
    status: w.status,
    destinationCountry: country || null,
    destinationState: w.recipient.state ?? null,
    destinationCity: w.recipient.city ?? null,
    destinationPostcode: postcode,
    zone: (zoneRows && matchZone(zoneRows, country, postcode)?.zone.name) || null,
    chargeWeight: dec(billingChargeWeight(w)),
    actualWeight: dec(w.receiveActualWeight ?? w.orderActualWeight),
    volumeWeight: dec(w.receiveVolumeWeight ?? w.orderVolumeWeight),
    squareNumber: dec(w.receiveSquareNumber ?? w.orderSquareNumber),
    pieceCount: String(w.pieceCount),
    longestSide: dec(x.longest),
    maxPieceWeight: dec(x.heaviest),
    declaredValueLocal: declaredValueLocal(
      x.ref,
      w.invoice.declareValue,
      w.invoice.declareCurrency,
      x.ctx.now,
    ),
    declareCurrency: w.invoice.declareCurrency || null,
    goodsTypes: goods,
    packageType: w.packageType,
    tradeClause: w.tradeClause,
    declareType: w.declareType,
    homePickUp: w.homePickUp,
    needInsure: w.needInsure,
  };
}

/**
 * The declared value in the local currency at today's rate, as the fee conversions take it (with the
 * loss-rate tolerance); null when there is no value or no rate.
 */
function declaredValueLocal(ref: PriceReference, value: string, currency: string, now: Date): string | null {
  if (!value) return null;
  const r = exchangeRateOf(currency || DEFAULT_CURRENCY, DEFAULT_CURRENCY, ref.exchangeRates, now, {
    withLoss: true,
  });
  if (!r.ok) return null;
  return new Decimal(value).times(r.rate).toFixed(MONEY_SCALE, Decimal.ROUND_HALF_UP);
}

/** Whether the customer's available balance is below zero; null when it cannot be read (no rate). */
export async function inArrears(db: Db, ctx: AuthedContext, customerId: string): Promise<boolean | null> {
  try {
    return new Decimal((await balancePosition(db, ctx, customerId)).available).lt(0);
  } catch (e) {
    if (e instanceof BizError) return null;
    throw e;
  }
}
