import type { AttributeType, WeightRange } from '@freightdesk/domain';

/**
 * The weight-range grid of the price form: zones as columns, ranges as rows, a price per cell.
 * A price table stores one weight range per (range, zone) cell; the grid groups them back. The
 * column `ALL_ZONES` holds ranges that name no zone (they price every zone).
 */
export const ALL_ZONES = '*';

type RowShape = Pick<
  WeightRange,
  'startWeight' | 'endWeight' | 'attributeType' | 'firstWeight' | 'firstPrice' | 'continueUnit' | 'carryUnit'
>;
export type GridRow = {
  key: string;
  startWeight: string | null;
  endWeight: string | null;
  attributeType: AttributeType;
  firstWeight: string | null;
  firstPrice: string | null;
  continueUnit: string | null;
  carryUnit: string | null;
  /** zone name (or ALL_ZONES) → price; empty: the zone has no such range. */
  prices: Record<string, string | null>;
};
export type RangeGrid = { zones: string[]; rows: GridRow[] };

const v = (x: string | null | undefined) => (x === undefined || x === null || x === '' ? null : String(x));

function shapeOf(r: RowShape): Omit<GridRow, 'key' | 'prices'> {
  return {
    startWeight: v(r.startWeight),
    endWeight: v(r.endWeight),
    attributeType: r.attributeType,
    firstWeight: v(r.firstWeight),
    firstPrice: v(r.firstPrice),
    continueUnit: v(r.continueUnit),
    carryUnit: v(r.carryUnit),
  };
}
const keyOf = (s: Omit<GridRow, 'key' | 'prices'>) => JSON.stringify(Object.values(s));

/** Groups a table's weight ranges into the grid (zones in order of appearance, rows likewise). */
export function toGrid(ranges: readonly WeightRange[]): RangeGrid {
  const zones: string[] = [];
  const rows = new Map<string, GridRow>();
  for (const r of ranges) {
    const shape = shapeOf(r);
    const key = keyOf(shape);
    const row = rows.get(key) ?? { key, ...shape, prices: {} };
    rows.set(key, row);
    for (const zone of r.zones.length ? r.zones : [ALL_ZONES]) {
      if (!zones.includes(zone)) zones.push(zone);
      row.prices[zone] = String(r.price);
    }
  }
  return { zones, rows: [...rows.values()] };
}

/** The weight ranges of a grid: one per filled cell, rows in order, zones in column order. */
export function fromGrid(grid: RangeGrid): WeightRange[] {
  const out: WeightRange[] = [];
  for (const row of grid.rows) {
    const { key: _key, prices, ...shape } = row;
    for (const zone of grid.zones) {
      const price = v(prices[zone]);
      if (price === null) continue;
      const given = Object.fromEntries(Object.entries(shape).filter(([, x]) => x !== null));
      out.push({ ...given, zones: zone === ALL_ZONES ? [] : [zone], price } as WeightRange);
    }
  }
  return out;
}

let seq = 0;
/** A new empty row (unit price) continuing from the last row's end. */
export function newRow(after?: GridRow): GridRow {
  seq += 1;
  return {
    key: `new-${seq}`,
    startWeight: after?.endWeight ?? null,
    endWeight: null,
    attributeType: after?.attributeType ?? 'unitPrice',
    firstWeight: null,
    firstPrice: null,
    continueUnit: null,
    carryUnit: null,
    prices: {},
  };
}
