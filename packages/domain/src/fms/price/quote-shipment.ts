import Decimal from 'decimal.js';
import { chargeableWeight, type WaybillWeights, type WeightSettings } from '../../lms/waybill/index.ts';
import { dec, ZERO } from './money.ts';
import type { Shipment } from './quote-types.ts';

/**
 * What quoting one shipment computes once for all the tables it is priced with: the chargeable
 * weights per distinct weight settings and the longest side of its pieces. A memo lives as long as
 * one quote (quoteAll makes one per call), so a shipment changed between quotes is read again.
 */
export type ShipmentMemo = {
  weights: Map<string, WaybillWeights>;
  maxLength?: Decimal;
};

export const shipmentMemo = (weights?: Map<string, WaybillWeights>): ShipmentMemo => ({
  weights: weights ?? new Map(),
});

/**
 * A key equal for two settings only when every field of WeightSettings has the same text (join
 * writes a blank as ''), so they weigh the same; cheaper than serialising the settings for every
 * table. Texts of decimals never hold the separator.
 */
function settingsKey(s: WeightSettings): string {
  return [
    s.weightRule,
    s.volumeDivisor,
    s.divideWeightPercentage,
    s.carryUnit,
    s.minChargeWeight,
    s.minChargeWeightPer,
    s.fixedLength,
    s.fixedWidth,
    s.fixedHeight,
    s.carryRules?.length ? JSON.stringify(s.carryRules) : '',
  ].join('\u0000');
}

/** Chargeable weights, computed once per distinct weight settings while quoting one shipment. */
export function weightsOf(shipment: Shipment, settings: WeightSettings, memo: ShipmentMemo): WaybillWeights {
  const key = settingsKey(settings);
  let weights = memo.weights.get(key);
  if (!weights) {
    weights = chargeableWeight(shipment.pieces, settings);
    memo.weights.set(key, weights);
  }
  return weights;
}

/** The longest side of any piece (the formula variable maxLength). */
export function maxLengthOf(shipment: Shipment, memo: ShipmentMemo): Decimal {
  memo.maxLength ??= shipment.pieces.reduce(
    (m, p) => Decimal.max(m, dec(p.length), dec(p.width), dec(p.height)),
    ZERO,
  );
  return memo.maxLength;
}
