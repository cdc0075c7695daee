import Decimal from 'decimal.js';
import type { DecimalInput, WaybillWeights } from '../../lms/waybill/index.ts';
import { type RuleFailure, renderRuleMessage, ruleFail, weightSettingsOf } from '../../lms/waybill/index.ts';
import { DEFAULT_CURRENCY } from '../../platform/constants.ts';
import { zoneRowSchema } from '../../settings/zone/index.ts';
import { appendRuleDrafts } from './append-rules.ts';
import { convertAmount, exchangeRateOf } from './currency.ts';
import { applicableDiscounts, applyDiscounts } from './discounts.ts';
import { type FeeDraft, finishLines } from './fee-line.ts';
import type { FormulaVariables } from './formula.ts';
import { freightDrafts } from './freight.ts';
import { roundMoney, toDecimal } from './money.ts';
import { effectStatus } from './price-rules.ts';
import type { PriceTable } from './price-schema.ts';
import { maxLengthOf, type ShipmentMemo, shipmentMemo, weightsOf } from './quote-shipment.ts';
import type {
  PricingProduct,
  PricingState,
  QuoteContext,
  QuoteNoPrice,
  QuoteOk,
  QuoteResult,
  Shipment,
} from './quote-types.ts';
import {
  findSpecialFreight,
  fuelRateOf,
  serviceFeeDraft,
  specialFreightDraft,
  surchargeDraft,
} from './surcharges.ts';
import { matchZone, type ZoneMatch } from './zone-match.ts';

/**
 * The pricing engine (issue 5): pure functions over the data passed in. Order of work for a table:
 * zone (country + longest postcode prefix) → chargeable weight (weights.ts: volume divisor, weight
 * rule, carry units, minimum charge weight per bill or piece) → freight (weight range by attribute
 * type, special freight, base or API) with fuel → extra special freight → surcharges (fuel when
 * included) → service fees → append-price rules → discounts → exchange rate → lines rounded once →
 * totals = Σ lines. docs/pricing.md walks through it.
 */

const noPrice = (
  table: { productId: string; channelId?: string | null; id?: string },
  reason: RuleFailure,
  context: QuoteContext,
): QuoteNoPrice => ({
  ok: false,
  productId: table.productId,
  channelId: table.channelId ?? null,
  ...(table.id ? { priceId: table.id } : {}),
  reason,
  reasonText: renderRuleMessage(context.language ?? 'en-US', reason),
});

const quantityOf = (table: PriceTable, w: WaybillWeights, pieces: number): Decimal =>
  table.chargeMode === 'square'
    ? toDecimal(w.squareNumber)
    : table.chargeMode === 'piece'
      ? new Decimal(pieces)
      : toDecimal(w.chargeWeight);

function variables(state: PricingState, declared: Decimal | null, memo: ShipmentMemo): FormulaVariables {
  const w = state.weights;
  const vars: Record<string, DecimalInput> = {
    weight: w.actualWeight,
    actualWeight: w.actualWeight,
    volumeWeight: w.volumeWeight,
    chargeWeight: w.chargeWeight,
    quantity: state.quantity.toString(),
    squareNumber: w.squareNumber,
    pieces: state.shipment.pieces.length,
    maxLength: maxLengthOf(state.shipment, memo),
    fuelRate: state.fuelRate,
    freight: 0,
  };
  if (declared) {
    vars.declareValue = declared;
    vars.declaredValue = declared;
  }
  return vars;
}

/** The declared value in the table's currency, exact (null without one). */
function declaredIn(table: PriceTable, shipment: Shipment, context: QuoteContext, date: Date) {
  if (shipment.declaredValue == null || shipment.declaredValue === '')
    return { ok: true as const, value: null };
  const from = shipment.declaredCurrency || table.currency;
  const local = context.localCurrency ?? DEFAULT_CURRENCY;
  return convertAmount(
    shipment.declaredValue,
    from,
    table.currency,
    local,
    context.exchangeRates ?? [],
    date,
  );
}

/**
 * The zone of the destination: the table's zones, else the product's scheme. An API-mode table
 * needs none (the price API answers for the address); it gets an empty zone when nothing matches.
 */
function zoneOf(
  table: PriceTable,
  product: PricingProduct,
  shipment: Shipment,
  context: QuoteContext,
): { ok: true; match: Pick<ZoneMatch, 'zone'> } | { ok: false; reason: RuleFailure } {
  const zones = table.zones.length ? table.zones : (context.zoneSchemes?.[product.zoneId ?? ''] ?? []);
  const match = matchZone(zones, shipment.countryCode, shipment.postcode, table.zoneQuery);
  if (match) return { ok: true, match };
  if (table.mode === 'api') return { ok: true, match: { zone: zoneRowSchema.parse({}) } };
  if (zones.length === 0) return { ok: false, reason: ruleFail('pricingZoneReselect') };
  return { ok: false, reason: ruleFail('pricingNoZone', shipment.countryCode, shipment.postcode ?? '') };
}

/** A result and, when priced, its local total as a decimal (quoteAll sorts by it). */
type Priced = { result: QuoteResult; localSum: Decimal | null };
const unpriced = (result: QuoteNoPrice): Priced => ({ result, localSum: null });

/** Prices a shipment with one table; no-price reasons instead of throwing. */
export function priceWithTable(
  table: PriceTable,
  shipment: Shipment,
  context: QuoteContext,
  tables: readonly PriceTable[] = [],
  weightsMemo?: Map<string, WaybillWeights>,
): QuoteResult {
  return pricedWith(table, shipment, context, tables, shipmentMemo(weightsMemo)).result;
}

function pricedWith(
  table: PriceTable,
  shipment: Shipment,
  context: QuoteContext,
  tables: readonly PriceTable[],
  memo: ShipmentMemo,
): Priced {
  const date = shipment.date ?? context.now;
  const product = context.products[table.productId];
  if (!product) return unpriced(noPrice(table, ruleFail('pricingProductMissing', table.productId), context));
  const channel = table.channelId ? context.channels?.[table.channelId] : undefined;
  const weights = weightsOf(shipment, weightSettingsOf(product, channel?.weightConfig), memo);
  const zone = zoneOf(table, product, shipment, context);
  if (!zone.ok) return unpriced(noPrice(table, zone.reason, context));
  const match = zone.match;
  const declared = declaredIn(table, shipment, context, date);
  if (!declared.ok) return unpriced(noPrice(table, declared.error, context));
  const local = context.localCurrency ?? DEFAULT_CURRENCY;
  const rate = table.exchangeRate
    ? { ok: true as const, rate: toDecimal(table.exchangeRate) }
    : exchangeRateOf(table.currency, local, context.exchangeRates ?? [], date, { withLoss: true });
  if (!rate.ok) return unpriced(noPrice(table, rate.error, context));

  const state: PricingState = {
    table,
    shipment,
    weights,
    zoneName: match.zone.name,
    quantity: quantityOf(table, weights, shipment.pieces.length),
    fuelRate: fuelRateOf(table, context.fuelRates ?? [], date),
    vars: {},
    date,
    drafts: [],
  };
  state.vars = variables(state, declared.value, memo);
  const freight = freightDrafts(table, state, context, tables);
  if (!freight.ok) return unpriced(noPrice(table, freight.reason, context));
  const drafts = feeDrafts(state, freight.drafts, context);

  const lang = context.language ?? 'en-US';
  const { lines, total, localTotal, localSum } = finishLines(drafts, table.currency, rate.rate, lang);
  const result: QuoteOk = {
    ok: true,
    priceId: table.id,
    productId: table.productId,
    channelId: table.channelId ?? null,
    zone: match.zone.name,
    timeliness: match.zone.timeliness,
    volumeDivisor: weights.volumeDivisor,
    chargeWeight: weights.chargeWeight,
    actualWeight: weights.actualWeight,
    volumeWeight: weights.volumeWeight,
    remoteLevel: shipment.remoteLevel ?? null,
    currency: table.currency,
    lines,
    total,
    localTotal,
    localCurrency: local,
    hasErrors: lines.some((x) => x.calErrorMsg !== undefined),
  };
  return { result, localSum };
}

/**
 * The lines after the freight: extra special freight, surcharges, service fees and append prices,
 * then the discounts applied.
 */
function feeDrafts(state: PricingState, freight: readonly FeeDraft[], context: QuoteContext): FeeDraft[] {
  const { table, shipment } = state;
  state.drafts.push(...freight);
  const freightLine = freight.find((d) => d.subject === 'freight');
  state.vars = { ...state.vars, freight: freightLine ? roundMoney(freightLine.original) : 0 };

  const extra = findSpecialFreight(table, state.zoneName, state.quantity, 'extra');
  if (extra) state.drafts.push(specialFreightDraft(extra, state, 'specialFreight'));
  for (const s of table.surcharges) {
    const line = surchargeDraft(s, state);
    if (line) state.drafts.push(line);
  }
  for (const fee of table.serviceFees) {
    const line = serviceFeeDraft(fee, state);
    if (line) state.drafts.push(line);
  }
  state.drafts.push(...appendRuleDrafts(table.appendRules, state));
  const discounts = applicableDiscounts(
    context.discounts ?? [],
    shipment.customerId,
    table.productId,
    state.date,
  );
  return applyDiscounts(state.drafts, discounts, state.weights.chargeWeight);
}

/** Whether a table may price the shipment (kind, product, date, customer, query, goods types). */
function usable(t: PriceTable, shipment: Shipment, context: QuoteContext, date: Date): boolean {
  if (t.kind !== (context.kind ?? 'customer')) return false;
  if (shipment.productId && t.productId !== shipment.productId) return false;
  // the customer test first: it turns away most tables of a group, and costs less than the dates
  if (t.customerIds.length && !(shipment.customerId && t.customerIds.includes(shipment.customerId)))
    return false;
  if (context.purpose === 'query' && t.forbidQuery) return false;
  return effectStatus(t, date) === 'effective';
}
const coversGoods = (t: PriceTable, goods: readonly string[] = []) =>
  t.goodsTypes.length === 0 || goods.every((g) => t.goodsTypes.includes(g));

/** The table that prices: a customer's own before a general one, then the latest effective. */
export function selectPriceTable(
  tables: readonly PriceTable[],
  shipment: Shipment,
  context: QuoteContext,
): { table?: PriceTable; reason?: RuleFailure } {
  const date = shipment.date ?? context.now;
  let anyUsable = false;
  let best: PriceTable | undefined;
  // one pass; the first of equals wins, as a stable sort would keep it first
  for (const t of tables) {
    if (!usable(t, shipment, context, date)) continue;
    anyUsable = true;
    if (coversGoods(t, shipment.goodsTypes) && (!best || ranksBefore(t, best))) best = t;
  }
  if (!best) {
    const goods = (shipment.goodsTypes ?? []).join(', ');
    return { reason: ruleFail(anyUsable ? 'pricingGoodsTypeNotCovered' : 'pricingNoPriceTable', goods) };
  }
  return { table: best };
}

/** A customer's own table before a general one, then the later effective start. */
function ranksBefore(a: PriceTable, b: PriceTable): boolean {
  const own = Number(a.customerIds.length > 0) - Number(b.customerIds.length > 0);
  if (own !== 0) return own > 0;
  return a.effectiveFrom.getTime() > b.effectiveFrom.getTime();
}

/** Quotes a shipment with the best table among the given ones (one product/channel). */
export function quote(
  shipment: Shipment,
  priceTables: readonly PriceTable[],
  context: QuoteContext,
  weightsMemo?: Map<string, WaybillWeights>,
): QuoteResult {
  return quoteWith(shipment, priceTables, context, shipmentMemo(weightsMemo)).result;
}

function quoteWith(
  shipment: Shipment,
  priceTables: readonly PriceTable[],
  context: QuoteContext,
  memo: ShipmentMemo,
): Priced {
  const picked = selectPriceTable(priceTables, shipment, context);
  if (!picked.table) {
    const first = priceTables[0] ?? { productId: shipment.productId ?? '', channelId: null };
    return unpriced(
      noPrice(
        { productId: first.productId, channelId: first.channelId },
        picked.reason as RuleFailure,
        context,
      ),
    );
  }
  return pricedWith(picked.table, shipment, context, priceTables, memo);
}

/**
 * Quotes every product/channel (or the shipment's product only): one result each, priced ones sorted
 * by local total (cheapest first), then the ones without a price with their reasons. Products of
 * the context without any table answer "no price available".
 */
export function quoteAll(
  shipment: Shipment,
  tables: readonly PriceTable[],
  context: QuoteContext,
): QuoteResult[] {
  const kind = context.kind ?? 'customer';
  const byKey = new Map<string, PriceTable[]>();
  for (const t of tables) {
    if (t.kind !== kind || (shipment.productId && t.productId !== shipment.productId)) continue;
    const key = `${t.productId}\u0000${t.channelId ?? ''}`;
    const group = byKey.get(key);
    if (group) group.push(t);
    else byKey.set(key, [t]);
  }
  const groups = [...byKey.values()];
  const bases = context.baseTables ? [...context.baseTables, ...tables] : tables;
  const withBases = { ...context, baseTables: bases };
  const memo = shipmentMemo();
  const results = groups.map((group) => quoteWith(shipment, group, withBases, memo));
  const priced = new Set(groups.map((g) => g[0].productId));
  for (const id of Object.keys(context.products)) {
    if (priced.has(id) || (shipment.productId && id !== shipment.productId)) continue;
    results.push(unpriced(noPrice({ productId: id }, ruleFail('pricingNoPriceTable'), context)));
  }
  return results.sort(byLocalTotal).map((r) => r.result);
}

/** Priced ones first, cheapest local total first; a stable sort keeps the order of equals. */
function byLocalTotal(a: Priced, b: Priced): number {
  if (a.localSum && b.localSum) return a.localSum.comparedTo(b.localSum);
  return Number(!!b.localSum) - Number(!!a.localSum);
}
