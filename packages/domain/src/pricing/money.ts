import Decimal from 'decimal.js';
import { EXCHANGE_RATE_SCALE, MONEY_SCALE, WEIGHT_SCALE } from '../constants.ts';
import type { DecimalInput } from '../lms/weights.ts';

/** Decimal helpers of the pricing engine: money 2, weight and unit price 3, exchange rate 6 decimals (DESIGN.md §5). */

export const ZERO = new Decimal(0);
export const ONE = new Decimal(1);

const isBlank = (v: DecimalInput | null | undefined): v is null | undefined | '' =>
  v === null || v === undefined || v === '';

/** A decimal of a value; blank is 0. */
export const dec = (v: DecimalInput | null | undefined): Decimal => (isBlank(v) ? ZERO : new Decimal(v));
/** A decimal of a value, or null when blank. */
export const decOrNull = (v: DecimalInput | null | undefined): Decimal | null =>
  isBlank(v) ? null : new Decimal(v);

/** Money at the money scale, half up (the one rounding of a fee line). */
export const roundMoney = (v: Decimal): Decimal => v.toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP);
export const money = (v: Decimal): string => v.toFixed(MONEY_SCALE, Decimal.ROUND_HALF_UP);
export const weightText = (v: DecimalInput): string =>
  new Decimal(v).toFixed(WEIGHT_SCALE, Decimal.ROUND_HALF_UP);
export const rateText = (v: DecimalInput): string =>
  new Decimal(v).toFixed(EXCHANGE_RATE_SCALE, Decimal.ROUND_HALF_UP);

/** A number as written for a formula text: no trailing zeros beyond what it has ("12.5", "30"). */
export const plain = (v: DecimalInput): string => new Decimal(v).toString();
/** A percentage as written for a formula text (0.15 → "15%"). */
export const percentText = (v: DecimalInput): string => `${new Decimal(v).times(100).toString()}%`;

/** Clamps a value to an optional minimum and maximum. */
export function clamp(v: Decimal, min?: DecimalInput | null, max?: DecimalInput | null): Decimal {
  let out = v;
  const lo = decOrNull(min);
  const hi = decOrNull(max);
  if (lo && out.lt(lo)) out = lo;
  if (hi && out.gt(hi)) out = hi;
  return out;
}
