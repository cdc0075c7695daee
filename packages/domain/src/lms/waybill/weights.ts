import Decimal from 'decimal.js';
import { WEIGHT_SCALE } from '../../platform/constants.ts';

/**
 * Weight calculations of a waybill (spec platform-core §3 "Weights", back-office §3 product and
 * weight config). All values are decimal strings (kg, cm) computed with decimal.js, never floats;
 * results carry the weight scale (3 decimals). docs/lms-waybill.md walks through examples.
 */

export type DecimalInput = string | number | Decimal;
/** Product weight rules (the values of WEIGHT_RULES in the product entity). */
export type WeightRule = 'actual' | 'volume' | 'max' | 'divide';
export type CarryType =
  | 'actualWeight'
  | 'volumeWeight'
  | 'chargeWeight'
  | 'pieceActualWeight'
  | 'pieceVolumeWeight'
  | 'pieceChargeWeight';
/** A carry (rounding-up) rule of a channel weight config: weights in (startWeight, endWeight]. */
export type CarryRule = {
  startWeight: DecimalInput;
  endWeight: DecimalInput;
  unit: DecimalInput;
  type: CarryType;
};

/** What the product and the channel's weight config say about weighing (all optional but the rule). */
export type WeightSettings = {
  weightRule: WeightRule;
  volumeDivisor: number;
  /** Share of the volume surplus waived under the `divide` rule (0.3 = 30 % off the bubble). */
  divideWeightPercentage?: DecimalInput | null;
  /** Product carry unit for the charge weight, used when no channel carry rule matches. */
  carryUnit?: DecimalInput | null;
  carryRules?: readonly CarryRule[];
  minChargeWeight?: DecimalInput | null;
  minChargeWeightPer?: 'bill' | 'piece';
  /** Channel fixed sizes, used for a piece that has no size of its own. */
  fixedLength?: DecimalInput | null;
  fixedWidth?: DecimalInput | null;
  fixedHeight?: DecimalInput | null;
};

export type PieceMeasure = {
  actualWeight?: DecimalInput | null;
  length?: DecimalInput | null;
  width?: DecimalInput | null;
  height?: DecimalInput | null;
};

export type PieceWeights = { actualWeight: string; volumeWeight: string; chargeWeight: string };
export type WaybillWeights = {
  actualWeight: string;
  volumeWeight: string;
  chargeWeight: string;
  /** Cubic metres, 6 decimals. */
  squareNumber: string;
  weightRule: WeightRule;
  volumeDivisor: number;
  pieces: PieceWeights[];
};

const SQUARE_SCALE = 6;
const ZERO = new Decimal(0);
const isBlank = (v: DecimalInput | null | undefined) => v === null || v === undefined || v === '';
const dec = (v: DecimalInput | null | undefined) => (isBlank(v) ? ZERO : new Decimal(v as DecimalInput));
/** A weight at the weight scale, rounded half up. */
export const toWeight = (v: DecimalInput): string =>
  new Decimal(v).toFixed(WEIGHT_SCALE, Decimal.ROUND_HALF_UP);

/** Volume weight of one piece: L × W × H ÷ divisor (cm, kg), 3 decimals half up; 0 without a size. */
export function volumeWeight(piece: PieceMeasure, volumeDivisor: number): string {
  if (isBlank(piece.length) || isBlank(piece.width) || isBlank(piece.height)) return toWeight(0);
  return toWeight(
    dec(piece.length).times(dec(piece.width)).times(dec(piece.height)).dividedBy(volumeDivisor),
  );
}

/** Charge weight from actual and volume weight by the product's weight rule. */
export function applyWeightRule(
  rule: WeightRule,
  actual: DecimalInput,
  volume: DecimalInput,
  divideWeightPercentage?: DecimalInput | null,
): string {
  const a = new Decimal(actual);
  const v = new Decimal(volume);
  if (rule === 'actual') return toWeight(a);
  if (rule === 'volume') return toWeight(v);
  if (rule === 'max' || v.lte(a)) return toWeight(Decimal.max(a, v));
  // divide: the actual weight plus the volume surplus less the waived share
  const kept = new Decimal(1).minus(dec(divideWeightPercentage));
  return toWeight(a.plus(v.minus(a).times(kept)));
}

/** Rounds a weight up to the next multiple of the unit (10.2 by 0.5 → 10.5); a unit of 0 leaves it. */
export function carryUp(weight: DecimalInput, unit: DecimalInput | null | undefined): string {
  const u = dec(unit);
  const w = new Decimal(weight);
  if (u.lte(0)) return toWeight(w);
  return toWeight(w.dividedBy(u).ceil().times(u));
}

/** Applies the first carry rule of the type whose range holds the weight; else the fallback unit. */
export function carryByRules(
  weight: DecimalInput,
  type: CarryType,
  rules: readonly CarryRule[] = [],
  fallbackUnit?: DecimalInput | null,
): string {
  const w = new Decimal(weight);
  const rule = rules.find((r) => r.type === type && w.gt(r.startWeight) && w.lte(r.endWeight));
  return carryUp(w, rule ? rule.unit : fallbackUnit);
}

/** The minimum charge weight lifts a lower charge weight up to it. */
export function applyMinChargeWeight(charge: DecimalInput, min: DecimalInput | null | undefined): string {
  return toWeight(Decimal.max(new Decimal(charge), dec(min)));
}

const usesPieceCharge = (s: WeightSettings) =>
  s.minChargeWeightPer === 'piece' || (s.carryRules ?? []).some((r) => r.type === 'pieceChargeWeight');

function withFixedSize(p: PieceMeasure, s: WeightSettings): PieceMeasure {
  if (!isBlank(p.length) && !isBlank(p.width) && !isBlank(p.height)) return p;
  if (isBlank(s.fixedLength) || isBlank(s.fixedWidth) || isBlank(s.fixedHeight)) return p;
  return { ...p, length: s.fixedLength, width: s.fixedWidth, height: s.fixedHeight };
}

function pieceWeights(p: PieceMeasure, s: WeightSettings): PieceWeights {
  const rules = s.carryRules ?? [];
  const actualWeight = carryByRules(dec(p.actualWeight), 'pieceActualWeight', rules);
  const volume = carryByRules(volumeWeight(withFixedSize(p, s), s.volumeDivisor), 'pieceVolumeWeight', rules);
  let charge = applyWeightRule(s.weightRule, actualWeight, volume, s.divideWeightPercentage);
  charge = carryByRules(charge, 'pieceChargeWeight', rules);
  if (s.minChargeWeightPer === 'piece') charge = applyMinChargeWeight(charge, s.minChargeWeight);
  return { actualWeight, volumeWeight: volume, chargeWeight: charge };
}

const sum = (values: readonly string[]) => values.reduce((t, v) => t.plus(v), ZERO);

function squareNumber(pieces: readonly PieceMeasure[]): string {
  const cm3 = pieces.reduce((t, p) => t.plus(dec(p.length).times(dec(p.width)).times(dec(p.height))), ZERO);
  return cm3.dividedBy(1_000_000).toFixed(SQUARE_SCALE, Decimal.ROUND_HALF_UP);
}

/**
 * Actual, volume and charge weight of a waybill from its pieces. Piece weights are carried by the
 * piece rules; the bill's charge weight is the sum of piece charge weights when the settings charge
 * per piece (a piece carry rule or a minimum per piece), else the weight rule over the bill totals;
 * then the charge-weight carry (channel rule, else the product unit) and the minimum per bill.
 */
export function chargeableWeight(pieces: readonly PieceMeasure[], s: WeightSettings): WaybillWeights {
  const rules = s.carryRules ?? [];
  const perPiece = pieces.map((p) => pieceWeights(p, s));
  const actualWeight = carryByRules(sum(perPiece.map((p) => p.actualWeight)), 'actualWeight', rules);
  const volume = carryByRules(sum(perPiece.map((p) => p.volumeWeight)), 'volumeWeight', rules);
  let charge = usesPieceCharge(s)
    ? toWeight(sum(perPiece.map((p) => p.chargeWeight)))
    : applyWeightRule(s.weightRule, actualWeight, volume, s.divideWeightPercentage);
  charge = carryByRules(charge, 'chargeWeight', rules, s.carryUnit);
  if (s.minChargeWeightPer !== 'piece') charge = applyMinChargeWeight(charge, s.minChargeWeight);
  return {
    actualWeight,
    volumeWeight: volume,
    chargeWeight: charge,
    squareNumber: squareNumber(pieces.map((p) => withFixedSize(p, s))),
    weightRule: s.weightRule,
    volumeDivisor: s.volumeDivisor,
    pieces: perPiece,
  };
}

/**
 * Shares a total weight over pieces (spec §5): each piece gets the total ÷ count cut to 3 decimals,
 * the last piece the remainder, so the parts always add up to the total.
 */
export function shareWeight(total: DecimalInput, pieces: number | readonly unknown[]): string[] {
  const count = typeof pieces === 'number' ? pieces : pieces.length;
  if (count < 1) return [];
  const t = new Decimal(total);
  const each = t.dividedBy(count).toDecimalPlaces(WEIGHT_SCALE, Decimal.ROUND_DOWN);
  const last = t.minus(each.times(count - 1));
  return [...Array.from({ length: count - 1 }, () => toWeight(each)), toWeight(last)];
}
