import Decimal from 'decimal.js';
import { atWeightScale, dec, decOrNull, money, plain, toDecimal, ZERO } from './money.ts';
import type { ChargeMode, WeightRange } from './price-schema.ts';

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
  const q = toDecimal(quantity);
  const start = decOrNull(r.startWeight);
  const end = decOrNull(r.endWeight);
  if (start ? !q.gt(start) : q.lt(0)) return false;
  return !end || q.lte(end);
}

/**
 * A bound as a decimal and as a float. Float rounding is monotonic, so a float comparison that is
 * strict decides; only equal floats are compared as decimals (exact and fast).
 */
type Bound = { d: Decimal; n: number } | null;
/** A row with its bounds parsed, shared by the zones it prices. */
type IndexedRange = { range: WeightRange; start: Bound; end: Bound };
const boundOf = (v: string | null | undefined): Bound => {
  const d = decOrNull(v);
  return d ? { d, n: d.toNumber() } : null;
};
/** A decimal as a float for the comparisons above, kept per instance (decimals are immutable). */
const NUMBERS = new WeakMap<Decimal, number>();
function numberOf(d: Decimal): number {
  let n = NUMBERS.get(d);
  if (n === undefined) {
    n = d.toNumber();
    NUMBERS.set(d, n);
  }
  return n;
}
/** −1, 0 or 1 as q compares with the bound. */
const compare = (q: Decimal, qn: number, b: { d: Decimal; n: number }) =>
  qn < b.n ? -1 : qn > b.n ? 1 : q.comparedTo(b.d);
/** Rows of a zone no row names: the rows without zones. */
const OTHER_ZONES = '\u0000other';
/**
 * Rows per zone with their bounds, built in one pass per weight-range list: a parsed table is never
 * mutated, so the index kept for its list stays true. A table of 50 zones × 30 ranges is then
 * searched over 30 rows, each row's bounds parsed once.
 */
const ZONE_ROWS = new WeakMap<readonly WeightRange[], Map<string, IndexedRange[]>>();

function indexRanges(ranges: readonly WeightRange[]): Map<string, IndexedRange[]> {
  const byZone = new Map<string, IndexedRange[]>([[OTHER_ZONES, []]]);
  for (const r of ranges) for (const name of r.zones) if (!byZone.has(name)) byZone.set(name, []);
  for (const range of ranges) {
    const row: IndexedRange = { range, start: boundOf(range.startWeight), end: boundOf(range.endWeight) };
    for (const name of range.zones.length ? range.zones : byZone.keys()) byZone.get(name)?.push(row);
  }
  return byZone;
}

/** The rows covering a zone, in table order. */
function zoneRows(ranges: readonly WeightRange[], zoneName: string): IndexedRange[] {
  let byZone = ZONE_ROWS.get(ranges);
  if (!byZone) {
    byZone = indexRanges(ranges);
    ZONE_ROWS.set(ranges, byZone);
  }
  return byZone.get(zoneName) ?? byZone.get(OTHER_ZONES) ?? [];
}

/** The first row of the zone whose range holds the quantity. */
export function pickWeightRange(
  ranges: readonly WeightRange[],
  zoneName: string,
  quantity: Decimal.Value,
): WeightRange | undefined {
  const q = toDecimal(quantity);
  const qn = numberOf(q);
  for (const { range, start, end } of zoneRows(ranges, zoneName)) {
    if ((start ? compare(q, qn, start) > 0 : !q.isNegative()) && (!end || compare(q, qn, end) <= 0)) {
      return range;
    }
  }
  return undefined;
}

/** The start row of a zone (the first weight and price of its `continue` rows). */
const startRowOf = (ranges: readonly WeightRange[], zoneName: string): WeightRange | undefined =>
  zoneRows(ranges, zoneName).find((row) => row.range.attributeType === 'start')?.range;

const continueUnits = (q: Decimal, first: Decimal, unit: Decimal) =>
  Decimal.max(q.minus(first), ZERO).dividedBy(unit).ceil();

function continueText(firstPrice: Decimal, q: string, first: Decimal, unit: Decimal, price: string) {
  return `${plain(firstPrice)} + ⌈(${q} − ${plain(first)}) ÷ ${plain(unit)}⌉ × ${plain(price)}`;
}

/** The quantity after the row's carry unit, at the weight scale (carryUp without its text). */
function carried(quantity: Decimal, carryUnit: string | null | undefined): Decimal {
  const unit = dec(carryUnit);
  return atWeightScale(unit.lte(ZERO) ? quantity : quantity.dividedBy(unit).ceil().times(unit));
}

const boundsText = (range: WeightRange, unitLabel: string) =>
  `(${plain(range.startWeight ?? 0)}, ${range.endWeight ? plain(range.endWeight) : '∞'}] ${unitLabel}`;

const rangePrice = (
  range: WeightRange,
  quantity: string,
  amount: Decimal,
  text: string,
  fuelApplies = true,
): RangePrice => ({ range, quantity, amount, text, fuelApplies });

/**
 * Prices the quantity by the row's attribute type; `continue` rows start from the zone's `start` row
 * of the same list (found through the list's zone index).
 */
export function priceRange(
  range: WeightRange,
  quantity: Decimal.Value,
  chargeMode: ChargeMode,
  zoneRanges: readonly WeightRange[],
  zoneName: string,
): RangePrice {
  const unitLabel = QUANTITY_UNITS[chargeMode];
  const q = carried(toDecimal(quantity), range.carryUnit);
  const qText = q.toString();
  const price = toDecimal(range.price);
  switch (range.attributeType) {
    case 'freight':
    case 'start':
      return rangePrice(range, qText, price, `${boundsText(range, unitLabel)}: ${money(price)}`);
    case 'onePrice':
      return rangePrice(range, qText, price, `${boundsText(range, unitLabel)}: ${money(price)}`, false);
    case 'unitPrice':
      return rangePrice(range, qText, q.times(price), `${qText} ${unitLabel} × ${plain(price)}`);
    case 'continue': {
      const start = startRowOf(zoneRanges, zoneName);
      const first = start ? dec(start.endWeight) : dec(range.startWeight);
      const firstPrice = start ? toDecimal(start.price) : ZERO;
      const unit = unitOf(range);
      const amount = firstPrice.plus(continueUnits(q, first, unit).times(price));
      return rangePrice(range, qText, amount, continueText(firstPrice, qText, first, unit, range.price));
    }
    case 'startContinue': {
      const first = dec(range.firstWeight);
      const firstPrice = dec(range.firstPrice);
      const unit = unitOf(range);
      const amount = firstPrice.plus(continueUnits(q, first, unit).times(price));
      return rangePrice(range, qText, amount, continueText(firstPrice, qText, first, unit, range.price));
    }
  }
}

function unitOf(range: WeightRange): Decimal {
  const unit = dec(range.continueUnit);
  return unit.gt(0) ? unit : new Decimal(1);
}
