import Decimal from 'decimal.js';
import type { DecimalInput } from '../../lms/waybill/index.ts';
import { MONEY_SCALE } from '../../platform/constants.ts';

/**
 * Fee split (back-office §3 "Fee", split types): an amount shared over several waybills in
 * proportion to a basis. Each share but the last is cut to the cent (toward zero); the last one
 * takes the remainder, so the shares always add up to the amount exactly.
 */

export const FEE_SPLIT_TYPES = [
  'receivableRealChargeWeight',
  'endRealChargeWeight',
  'actualWeight',
  'volumeWeight',
  'squareNumber',
  'bill',
  'piece',
] as const;
export type FeeSplitType = (typeof FEE_SPLIT_TYPES)[number];

/** The waybill columns a split reads. */
export type SplitWaybill = {
  receivableRealChargeWeight?: DecimalInput | null;
  sendChargeWeight?: DecimalInput | null;
  receiveActualWeight?: DecimalInput | null;
  orderActualWeight?: DecimalInput | null;
  receiveVolumeWeight?: DecimalInput | null;
  orderVolumeWeight?: DecimalInput | null;
  receiveSquareNumber?: DecimalInput | null;
  orderSquareNumber?: DecimalInput | null;
  orderChargeWeight?: DecimalInput | null;
  pieceCount?: number | null;
};

const first = (...values: (DecimalInput | null | undefined)[]): Decimal => {
  const v = values.find((x) => x !== null && x !== undefined && x !== '');
  return v === undefined ? new Decimal(0) : new Decimal(v as DecimalInput);
};

/** A waybill's share basis: the received value, else the ordered one (bill: 1, piece: the count). */
export function splitBasisOf(w: SplitWaybill, type: FeeSplitType): Decimal {
  switch (type) {
    case 'receivableRealChargeWeight':
      return first(w.receivableRealChargeWeight, w.orderChargeWeight);
    case 'endRealChargeWeight':
      return first(w.sendChargeWeight, w.receivableRealChargeWeight, w.orderChargeWeight);
    case 'actualWeight':
      return first(w.receiveActualWeight, w.orderActualWeight);
    case 'volumeWeight':
      return first(w.receiveVolumeWeight, w.orderVolumeWeight);
    case 'squareNumber':
      return first(w.receiveSquareNumber, w.orderSquareNumber);
    case 'bill':
      return new Decimal(1);
    case 'piece':
      return new Decimal(w.pieceCount ?? 1);
  }
}

/**
 * Shares of `amount` in proportion to `bases` (money strings, scale 2), or null when the bases add
 * up to 0 (nothing to split by) or there are none.
 */
export function splitAmount(amount: DecimalInput, bases: readonly DecimalInput[]): string[] | null {
  const total = bases.reduce<Decimal>((s, b) => s.plus(b), new Decimal(0));
  if (bases.length === 0 || total.isZero() || bases.some((b) => new Decimal(b).isNegative())) return null;
  const whole = new Decimal(amount).toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP);
  const shares = bases
    .slice(0, -1)
    .map((b) => whole.times(b).dividedBy(total).toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_DOWN));
  const rest = shares.reduce((s, x) => s.minus(x), whole);
  return [...shares, rest].map((s) => s.toFixed(MONEY_SCALE));
}
