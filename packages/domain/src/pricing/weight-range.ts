import Decimal from 'decimal.js';
import { carryUp } from '../lms/weights.ts';
import { dec, decOrNull, money, plain, ZERO } from './money.ts';
import type { ChargeMode, WeightRange } from './price-schema.ts';
import { coversZone } from './zone-match.ts';

/**
 * Weight ranges: the row of a zone whose range (start, end] holds the quantity (charge weight,
 * square number or pieces by the table's charge mode), priced by its attribute type:
 * - freight: the row's price is the freight of the whole range;
 * - one price: the same, all-inclusive: no fuel is charged on it;
 * - unit price: quantity × price;
 * - start: the first-weight price (a row ending at the first weight);
 * - continue: the zone's start price + ⌈(quantity − first weight) ÷ unit⌉ × price, where the
 *   first weight is the end of the zone's start row (else this row's start);
 * - start+continue: first price + ⌈(quantity − first weight) ÷ unit⌉ × price, all on one row.
 * A row's carry unit rounds the quantity up first (10.2 kg by 0.5 → 10.5 kg).
 */

export const QUANTITY_UNITS: Record<ChargeMode, string> = { weight: 'kg', square: 'm³', piece: 'pcs' };

export type RangePrice = {
  range: WeightRange;
  /** The quantity priced (after the row's carry unit). */
  quantity: string;
  amount: Decimal;
  /** How the amount was found, without the result ("12.5 kg × 30"). */
  text: string;
  /** False for one price: fuel is not charged on it. */
  fuelApplies: boolean;
};

/** Whether (start, end] holds the quantity; an empty start holds from 0 inclusive, an empty end is open. */
export function rangeHolds(
  r: { startWeight?: string | null; endWeight?: string | null },
  quantity: Decimal.Value,
): boolean {
  const q = new Decimal(quantity);
  const start = decOrNull(r.startWeight);
  const end = decOrNull(r.endWeight);
  if (start ? !q.gt(start) : q.lt(0)) return false;
  return !end || q.lte(end);
}

/** The first row of the zone whose range holds the quantity. */
export function pickWeightRange(
  ranges: readonly WeightRange[],
  zoneName: string,
  quantity: Decimal.Value,
): WeightRange | undefined {
  return ranges.find((r) => coversZone(r.zones, zoneName) && rangeHolds(r, quantity));
}

const continueUnits = (q: Decimal, first: Decimal, unit: Decimal) =>
  Decimal.max(q.minus(first), ZERO).dividedBy(unit).ceil();

function continueText(firstPrice: Decimal, q: Decimal, first: Decimal, unit: Decimal, price: string) {
  return `${plain(firstPrice)} + ⌈(${plain(q)} − ${plain(first)}) ÷ ${plain(unit)}⌉ × ${plain(price)}`;
}

/** Prices the quantity by the row's attribute type (the zone's rows are needed for `continue`). */
export function priceRange(
  range: WeightRange,
  quantity: Decimal.Value,
  chargeMode: ChargeMode,
  zoneRanges: readonly WeightRange[],
  zoneName: string,
): RangePrice {
  const unitLabel = QUANTITY_UNITS[chargeMode];
  const q = new Decimal(carryUp(new Decimal(quantity), range.carryUnit));
  const price = new Decimal(range.price);
  const base = { range, quantity: q.toString(), fuelApplies: true };
  const bounds = `(${plain(range.startWeight ?? 0)}, ${range.endWeight ? plain(range.endWeight) : '∞'}] ${unitLabel}`;
  switch (range.attributeType) {
    case 'freight':
      return { ...base, amount: price, text: `${bounds}: ${money(price)}` };
    case 'onePrice':
      return { ...base, amount: price, text: `${bounds}: ${money(price)}`, fuelApplies: false };
    case 'unitPrice':
      return { ...base, amount: q.times(price), text: `${plain(q)} ${unitLabel} × ${plain(price)}` };
    case 'start':
      return { ...base, amount: price, text: `${bounds}: ${money(price)}` };
    case 'continue': {
      const start = zoneRanges.find((r) => r.attributeType === 'start' && coversZone(r.zones, zoneName));
      const first = start ? dec(start.endWeight) : dec(range.startWeight);
      const firstPrice = start ? new Decimal(start.price) : ZERO;
      const unit = unitOf(range);
      return {
        ...base,
        amount: firstPrice.plus(continueUnits(q, first, unit).times(price)),
        text: continueText(firstPrice, q, first, unit, range.price),
      };
    }
    case 'startContinue': {
      const first = dec(range.firstWeight);
      const firstPrice = dec(range.firstPrice);
      const unit = unitOf(range);
      return {
        ...base,
        amount: firstPrice.plus(continueUnits(q, first, unit).times(price)),
        text: continueText(firstPrice, q, first, unit, range.price),
      };
    }
  }
}

function unitOf(range: WeightRange): Decimal {
  const unit = dec(range.continueUnit);
  return unit.gt(0) ? unit : new Decimal(1);
}
