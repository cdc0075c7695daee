import Decimal from 'decimal.js';
import type { DecimalInput } from '../../lms/waybill/index.ts';
import { EXCHANGE_RATE_SCALE, MONEY_SCALE, WEIGHT_SCALE } from '../../platform/constants.ts';

/** Decimal helpers of the pricing engine: money 2, weight and unit price 3, exchange rate 6 decimals (DESIGN.md §5). */

export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);

const isBlank = (v: DecimalInput | null | undefined): v is null | undefined | '' =>
  v === null || v === undefined || v === '';

/**
 * Decimals of the texts met while pricing (table prices, bounds, rates), parsed once: decimal.js
 * values are immutable and `new Decimal(text)` is exact, so a kept instance is the same value.
 * Bounded: the map is emptied when it grows past the limit.
 */
const PARSED = new Map<string, Decimal>();
const PARSED_LIMIT = 50_000;
function parsed(v: string): Decimal {
  let d = PARSED.get(v);
  if (d === undefined) {
    d = new Decimal(v);
    if (PARSED.size >= PARSED_LIMIT) PARSED.clear();
    PARSED.set(v, d);
  }
  return d;
}
/** A decimal of any value: a decimal as it is, a text parsed once, a number converted. */
export const toDecimal = (v: DecimalInput | Decimal.Value): Decimal =>
  v instanceof Decimal ? v : typeof v === 'string' ? parsed(v) : new Decimal(v);

/** A decimal of a value; blank is 0. */
export const dec = (v: DecimalInput | null | undefined): Decimal => (isBlank(v) ? ZERO : toDecimal(v));
/** A decimal of a value, or null when blank. */
export const decOrNull = (v: DecimalInput | null | undefined): Decimal | null =>
  isBlank(v) ? null : toDecimal(v);

/** Whether a value has at most `scale` decimals, so that rounding it to the scale changes nothing. */
const withinScale = (v: Decimal, scale: number): boolean => v.decimalPlaces() <= scale;

const ZEROS = ['', '0', '00', '000', '0000', '00000', '000000'];
/**
 * `v.toFixed(scale, ROUND_HALF_UP)`. A value within the scale is not rounded: its own text is padded
 * with zeros, the same digits without decimal.js's copy-and-round (the costliest step of a fee line).
 */
function fixedText(v: Decimal, scale: number): string {
  if (!withinScale(v, scale) || v.e >= Decimal.toExpPos || v.e <= Decimal.toExpNeg) {
    return v.toFixed(scale, Decimal.ROUND_HALF_UP);
  }
  const text = v.toString();
  const dot = text.indexOf('.');
  const missing = dot < 0 ? scale : scale - (text.length - dot - 1);
  if (missing === 0) return text;
  return (dot < 0 ? `${text}.` : text) + (ZEROS[missing] ?? '0'.repeat(missing));
}

/** Money at the money scale, half up (the one rounding of a fee line); a value within it is kept. */
export const roundMoney = (v: Decimal): Decimal =>
  withinScale(v, MONEY_SCALE) ? v : v.toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP);
export const money = (v: Decimal): string => fixedText(v, MONEY_SCALE);
export const weightText = (v: DecimalInput): string =>
  new Decimal(v).toFixed(WEIGHT_SCALE, Decimal.ROUND_HALF_UP);
/**
 * A weight at the weight scale, half up: the value `new Decimal(weightText(v))` reads back, without
 * the text (a zero reads back unsigned).
 */
export function atWeightScale(v: Decimal): Decimal {
  if (!withinScale(v, WEIGHT_SCALE)) return v.toDecimalPlaces(WEIGHT_SCALE, Decimal.ROUND_HALF_UP);
  return v.isZero() ? ZERO : v;
}
/** Texts of kept decimals (rates and percentages repeat on every line of a table). */
const RATE_TEXTS = new WeakMap<Decimal, string>();
const PERCENT_TEXTS = new WeakMap<Decimal, string>();
export const rateText = (v: DecimalInput): string => {
  const d = toDecimal(v);
  let text = RATE_TEXTS.get(d);
  if (text === undefined) {
    text = d.toFixed(EXCHANGE_RATE_SCALE, Decimal.ROUND_HALF_UP);
    RATE_TEXTS.set(d, text);
  }
  return text;
};

/** A number as written for a formula text: no trailing zeros beyond what it has ("12.5", "30"). */
export const plain = (v: DecimalInput): string => toDecimal(v).toString();
/** A percentage as written for a formula text (0.15 → "15%"). */
export const percentText = (v: DecimalInput): string => {
  const d = toDecimal(v);
  let text = PERCENT_TEXTS.get(d);
  if (text === undefined) {
    text = `${d.times(100).toString()}%`;
    PERCENT_TEXTS.set(d, text);
  }
  return text;
};

/** Clamps a value to an optional minimum and maximum. */
export function clamp(v: Decimal, min?: DecimalInput | null, max?: DecimalInput | null): Decimal {
  let out = v;
  const lo = decOrNull(min);
  const hi = decOrNull(max);
  if (lo && out.lt(lo)) out = lo;
  if (hi && out.gt(hi)) out = hi;
  return out;
}
