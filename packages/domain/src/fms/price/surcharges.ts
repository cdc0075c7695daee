import Decimal from 'decimal.js';
import { draft, draftValue, errorDraft, type FeeDraft, withFuel } from './fee-line.ts';
import { evaluateFormula } from './formula.ts';
import { clamp, dec, decOrNull, money, percentText, plain, ZERO } from './money.ts';
import type { FuelRate, PriceTable, ServiceFee, SpecialFreight, Surcharge } from './price-schema.ts';
import type { PricingState } from './quote-types.ts';
import { rangeHolds } from './weight-range.ts';
import { coversZone } from './zone-match.ts';

/**
 * Fuel, special freight, surcharges and service fees of a table.
 * - Fuel rate: the table's custom fuel rate, else the fuel surcharge table row of the channel, else of
 *   the product, for the pricing month; times the fuel discount (the share charged) when set.
 * - Special freight: in its zones and range a formula gives the freight (fee type `freight`, replaces
 *   the weight-range freight, fuel charged) or an extra line (`extra`, no fuel); at least its min fee.
 * - Surcharge: its formula (a plain number is a fixed amount) clamped to min/max; with "fuel
 *   included" fuel is charged on it at its own custom rate, else the table's.
 * - Service fee: append percentage × the freight, the freight with fuel, or the declared value.
 */

/** The month of the last date asked (every table of a quote asks for the same date). */
const lastMonth = { time: Number.NaN, month: '' };
function monthOf(d: Date): string {
  const time = d.getTime();
  if (time !== lastMonth.time) {
    lastMonth.month = d.toISOString().slice(0, 7);
    lastMonth.time = time;
  }
  return lastMonth.month;
}

export function fuelRateOf(table: PriceTable, fuelRates: readonly FuelRate[], date: Date): Decimal {
  const custom = decOrNull(table.fuel.customFuelRate);
  const month = monthOf(date);
  const row =
    fuelRates.find((r) => r.month === month && table.channelId && r.channelId === table.channelId) ??
    fuelRates.find((r) => r.month === month && !r.channelId && r.productId === table.productId);
  const rate = custom ?? dec(row?.rate);
  const share = decOrNull(table.fuel.fuelDiscount);
  return share ? rate.times(share) : rate;
}

/** The special freight row of the zone holding the quantity, of the fee type. */
export function findSpecialFreight(
  table: PriceTable,
  zoneName: string,
  quantity: Decimal,
  feeType: SpecialFreight['feeType'],
): SpecialFreight | undefined {
  return table.specialFreights.find(
    (s) => s.feeType === feeType && coversZone(s.zones, zoneName) && rangeHolds(s, quantity),
  );
}

/** A special freight line: the formula, lifted to the min fee. */
export function specialFreightDraft(s: SpecialFreight, state: PricingState, subject: string): FeeDraft {
  const r = evaluateFormula(s.formula, state.vars);
  if (!r.ok) return errorDraft(subject, s.formula, r.error);
  const min = decOrNull(s.minFee);
  if (min && r.value.lt(min)) {
    return draft(subject, min, `max(${r.text} = ${money(r.value)}, min ${plain(min)})`);
  }
  return draft(subject, r.value, r.text);
}

const goodsCovered = (listed: readonly string[], goods: readonly string[] = []) =>
  listed.length === 0 || goods.some((g) => listed.includes(g));

/** One surcharge line, or none when its zones or goods types do not apply. */
export function surchargeDraft(s: Surcharge, state: PricingState): FeeDraft | undefined {
  if (!coversZone(s.zones, state.zoneName) || !goodsCovered(s.goodsTypes, state.shipment.goodsTypes)) {
    return undefined;
  }
  const extra = s.thirdPartySettlement ? { thirdPartySettlement: true } : {};
  const r = evaluateFormula(s.formula, state.vars);
  if (!r.ok) return { ...errorDraft(s.subject, s.formula, r.error), ...extra };
  const value = clamp(r.value, s.minValue, s.maxValue);
  const text = value.eq(r.value)
    ? r.text
    : `${r.text} = ${money(r.value)} → limit [${s.minValue ?? ''}, ${s.maxValue ?? ''}]`;
  const line = draft(s.subject, value, text, extra);
  if (!s.fuelIncluded) return line;
  const custom = decOrNull(s.customFuelRate);
  return withFuel(line, custom ?? state.fuelRate);
}

/** The base a service fee takes its percentage of, with its text. */
function serviceBase(fee: ServiceFee, state: PricingState): { base: Decimal; text: string } | undefined {
  const freight = state.drafts.find((d) => d.subject === 'freight');
  if (fee.rule === 'declaredValue') {
    const declared = state.vars.declaredValue;
    return declared === undefined ? undefined : { base: new Decimal(declared), text: 'declared value' };
  }
  if (!freight) return undefined;
  if (fee.rule === 'freightWithFuel') return { base: draftValue(freight), text: 'freight with fuel' };
  return { base: draftValue({ ...freight, fuel: ZERO, discount: ZERO }), text: 'freight' };
}

/** A service fee line; none without its base (no declared value). */
export function serviceFeeDraft(fee: ServiceFee, state: PricingState): FeeDraft | undefined {
  const base = serviceBase(fee, state);
  if (!base) return undefined;
  const pct = new Decimal(fee.appendPercent);
  return draft(fee.subject, base.base.times(pct), `${base.text} ${money(base.base)} × ${percentText(pct)}`);
}
