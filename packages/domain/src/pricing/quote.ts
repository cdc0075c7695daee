import Decimal from 'decimal.js';
import { DEFAULT_CURRENCY } from '../constants.ts';
import { zoneRowSchema } from '../entities/product/zone.entity.ts';
import { type RuleFailure, renderRuleMessage, ruleFail } from '../lms/rule-result.ts';
import { weightSettingsOf } from '../lms/weight-stages.ts';
import { chargeableWeight, type WaybillWeights, type WeightSettings } from '../lms/weights.ts';
import { appendRuleDrafts } from './append-rules.ts';
import { convertAmount, exchangeRateOf } from './currency.ts';
import { applicableDiscounts, applyDiscounts } from './discounts.ts';
import { type FeeDraft, finishLines } from './fee-line.ts';
import type { FormulaVariables } from './formula.ts';
import { freightDrafts } from './freight.ts';
import { dec, roundMoney, ZERO } from './money.ts';
import { effectStatus } from './price-rules.ts';
import type { PriceTable } from './price-schema.ts';
import type {
  PricingProduct,
  PricingState,
  QuoteContext,
  QuoteNoPrice,
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
    ? new Decimal(w.squareNumber)
    : table.chargeMode === 'piece'
      ? new Decimal(pieces)
      : new Decimal(w.chargeWeight);

function longestSide(shipment: Shipment): Decimal {
  return shipment.pieces.reduce((m, p) => Decimal.max(m, dec(p.length), dec(p.width), dec(p.height)), ZERO);
}

function variables(state: Omit<PricingState, 'vars'>, declared: Decimal | null): FormulaVariables {
  const w = state.weights;
  return {
    weight: w.actualWeight,
    actualWeight: w.actualWeight,
    volumeWeight: w.volumeWeight,
    chargeWeight: w.chargeWeight,
    quantity: state.quantity.toString(),
    squareNumber: w.squareNumber,
    pieces: state.shipment.pieces.length,
    maxLength: longestSide(state.shipment),
    fuelRate: state.fuelRate,
    freight: 0,
    ...(declared ? { declareValue: declared, declaredValue: declared } : {}),
  };
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

/** Chargeable weights, computed once per distinct weight settings while quoting one shipment. */
function weightsOf(shipment: Shipment, settings: WeightSettings, memo?: Map<string, WaybillWeights>) {
  if (!memo) return chargeableWeight(shipment.pieces, settings);
  const key = JSON.stringify(settings);
  let weights = memo.get(key);
  if (!weights) {
    weights = chargeableWeight(shipment.pieces, settings);
    memo.set(key, weights);
  }
  return weights;
}

/** Prices a shipment with one table; no-price reasons instead of throwing. */
export function priceWithTable(
  table: PriceTable,
  shipment: Shipment,
  context: QuoteContext,
  tables: readonly PriceTable[] = [],
  weightsMemo?: Map<string, WaybillWeights>,
): QuoteResult {
  const date = shipment.date ?? context.now;
  const product = context.products[table.productId];
  if (!product) return noPrice(table, ruleFail('pricingProductMissing', table.productId), context);
  const channel = table.channelId ? context.channels?.[table.channelId] : undefined;
  const weights = weightsOf(shipment, weightSettingsOf(product, channel?.weightConfig), weightsMemo);
  const zone = zoneOf(table, product, shipment, context);
  if (!zone.ok) return noPrice(table, zone.reason, context);
  const match = zone.match;
  const declared = declaredIn(table, shipment, context, date);
  if (!declared.ok) return noPrice(table, declared.error, context);
  const local = context.localCurrency ?? DEFAULT_CURRENCY;
  const rate = table.exchangeRate
    ? { ok: true as const, rate: new Decimal(table.exchangeRate) }
    : exchangeRateOf(table.currency, local, context.exchangeRates ?? [], date, { withLoss: true });
  if (!rate.ok) return noPrice(table, rate.error, context);

  const partial = {
    table,
    shipment,
    weights,
    zoneName: match.zone.name,
    quantity: quantityOf(table, weights, shipment.pieces.length),
    fuelRate: fuelRateOf(table, context.fuelRates ?? [], date),
    date,
    drafts: [] as FeeDraft[],
  };
  const state: PricingState = { ...partial, vars: variables(partial, declared.value) };
  const freight = freightDrafts(table, state, context, tables);
  if (!freight.ok) return noPrice(table, freight.reason, context);
  state.drafts.push(...freight.drafts);
  const freightLine = freight.drafts.find((d) => d.subject === 'freight');
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
  const discounts = applicableDiscounts(context.discounts ?? [], shipment.customerId, table.productId, date);
  const drafts = applyDiscounts(state.drafts, discounts, weights.chargeWeight);

  const lang = context.language ?? 'en-US';
  const { lines, total, localTotal } = finishLines(drafts, table.currency, rate.rate, lang);
  return {
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
}

/** Whether a table may price the shipment (kind, product, date, customer, query, goods types). */
function usable(t: PriceTable, shipment: Shipment, context: QuoteContext, date: Date): boolean {
  if (t.kind !== (context.kind ?? 'customer')) return false;
  if (shipment.productId && t.productId !== shipment.productId) return false;
  if (effectStatus(t, date) !== 'effective') return false;
  if (t.customerIds.length && !(shipment.customerId && t.customerIds.includes(shipment.customerId)))
    return false;
  return !(context.purpose === 'query' && t.forbidQuery);
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
  const picked = selectPriceTable(priceTables, shipment, context);
  if (!picked.table) {
    const first = priceTables[0] ?? { productId: shipment.productId ?? '', channelId: null };
    return noPrice(
      { productId: first.productId, channelId: first.channelId },
      picked.reason as RuleFailure,
      context,
    );
  }
  return priceWithTable(picked.table, shipment, context, priceTables, weightsMemo);
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
  const groups = new Map<string, PriceTable[]>();
  for (const t of tables) {
    if (t.kind !== kind || (shipment.productId && t.productId !== shipment.productId)) continue;
    const key = `${t.productId}\u0000${t.channelId ?? ''}`;
    const group = groups.get(key);
    if (group) group.push(t);
    else groups.set(key, [t]);
  }
  const withBases = { ...context, baseTables: [...(context.baseTables ?? []), ...tables] };
  const memo = new Map<string, WaybillWeights>();
  const results: QuoteResult[] = [...groups.values()].map((group) => quote(shipment, group, withBases, memo));
  const priced = new Set([...groups.values()].map((g) => g[0].productId));
  for (const id of Object.keys(context.products)) {
    if (priced.has(id) || (shipment.productId && id !== shipment.productId)) continue;
    results.push(noPrice({ productId: id }, ruleFail('pricingNoPriceTable'), context));
  }
  const totals = new Map(results.map((r) => [r, r.ok ? new Decimal(r.localTotal) : null]));
  return results.sort((a, b) => {
    const x = totals.get(a);
    const y = totals.get(b);
    if (x && y) return x.comparedTo(y);
    return Number(!!y) - Number(!!x);
  });
}
