import Decimal from 'decimal.js';
import { type RuleFailure, ruleFail } from '../../lms/waybill/index.ts';
import { draft, type FeeDraft, withFuel } from './fee-line.ts';
import { dec, money, percentText, plain } from './money.ts';
import type { PriceTable } from './price-schema.ts';
import type { PricingState, QuoteContext } from './quote-types.ts';
import { findSpecialFreight, specialFreightDraft } from './surcharges.ts';
import { pickWeightRange, priceRange } from './weight-range.ts';

/**
 * The freight line of a table, by mode:
 * - common: a special freight of type `freight` covering the zone and quantity, else the weight range
 *   holding the quantity priced by its attribute type; fuel is charged on it (not on a one price);
 * - base: the freight of the base table, plus its adjustment (percent: × (1 + value); unit price:
 *   + quantity × value; fixed: + value), fuel at this table's rate;
 * - API: the lines the caller got from the price API (no fuel added: the API answers full amounts).
 */

export type FreightResult = { ok: true; drafts: FeeDraft[] } | { ok: false; reason: RuleFailure };

function commonFreight(table: PriceTable, state: PricingState): FreightResult {
  const special = findSpecialFreight(table, state.zoneName, state.quantity, 'freight');
  if (special) {
    return { ok: true, drafts: [withFuel(specialFreightDraft(special, state, 'freight'), state.fuelRate)] };
  }
  const range = pickWeightRange(table.weightRanges, state.zoneName, state.quantity);
  if (!range) {
    return { ok: false, reason: ruleFail('pricingNoWeightRange', state.zoneName, plain(state.quantity)) };
  }
  const priced = priceRange(range, state.quantity, table.chargeMode, table.weightRanges, state.zoneName);
  const line = draft('freight', priced.amount, priced.text);
  return { ok: true, drafts: [priced.fuelApplies ? withFuel(line, state.fuelRate) : line] };
}

function baseFreight(
  table: PriceTable,
  state: PricingState,
  context: QuoteContext,
  tables: readonly PriceTable[],
): FreightResult {
  const base = table.base;
  const baseTable = base && [...tables, ...(context.baseTables ?? [])].find((t) => t.id === base.priceId);
  if (!base || !baseTable || baseTable.mode !== 'common') {
    return { ok: false, reason: ruleFail('pricingBaseMissing', base?.priceId ?? '') };
  }
  const inner = commonFreight(baseTable, state);
  if (!inner.ok) return inner;
  const f = inner.drafts[0].original;
  const v = dec(base.value);
  const from = `base ${money(f)}`;
  const adjusted =
    base.type === 'percent'
      ? draft('freight', f.times(v.plus(1)), `${from} × (1 + ${percentText(v)})`)
      : base.type === 'unitPrice'
        ? draft(
            'freight',
            f.plus(state.quantity.times(v)),
            `${from} + ${plain(state.quantity)} × ${plain(v)}`,
          )
        : draft('freight', f.plus(v), `${from} + ${plain(v)}`);
  return { ok: true, drafts: [withFuel(adjusted, state.fuelRate)] };
}

function apiFreight(table: PriceTable, state: PricingState, context: QuoteContext): FreightResult {
  const answer = context.apiPrice?.(table, state.shipment, state.weights);
  if (!answer || answer.length === 0) return { ok: false, reason: ruleFail('pricingApiNoPrice') };
  return {
    ok: true,
    drafts: answer.map((a) => draft(a.subject, new Decimal(a.value), a.formula ?? `API ${plain(a.value)}`)),
  };
}

export function freightDrafts(
  table: PriceTable,
  state: PricingState,
  context: QuoteContext,
  tables: readonly PriceTable[],
): FreightResult {
  if (table.mode === 'api') return apiFreight(table, state, context);
  if (table.mode === 'base') return baseFreight(table, state, context, tables);
  return commonFreight(table, state);
}
