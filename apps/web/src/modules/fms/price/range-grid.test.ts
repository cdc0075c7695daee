import { priceTableSchema, type WeightRange } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { ALL_ZONES, fromGrid, newRow, toGrid } from './range-grid.ts';

const ranges = (rows: unknown[]): WeightRange[] =>
  priceTableSchema.parse({
    id: 'x',
    kind: 'customer',
    productId: 'p',
    effectiveFrom: '2026-01-01',
    weightRanges: rows,
  }).weightRanges;

describe('weight-range grid', () => {
  const table = ranges([
    { zones: ['A'], endWeight: 10, attributeType: 'unitPrice', price: 30 },
    { zones: ['B'], endWeight: 10, attributeType: 'unitPrice', price: 32 },
    { zones: ['A'], startWeight: 10, attributeType: 'unitPrice', price: 28 },
    { endWeight: 0.5, attributeType: 'start', price: 50 },
  ]);

  it('groups the ranges: zones as columns, equal ranges as one row', () => {
    const grid = toGrid(table);
    expect(grid.zones).toEqual(['A', 'B', ALL_ZONES]);
    expect(grid.rows.map((r) => [r.startWeight, r.endWeight, r.attributeType, r.prices])).toEqual([
      [null, '10', 'unitPrice', { A: '30', B: '32' }],
      ['10', null, 'unitPrice', { A: '28' }],
      [null, '0.5', 'start', { [ALL_ZONES]: '50' }],
    ]);
  });

  it('turns the grid back into the same ranges (cells without a price are left out)', () => {
    const grid = toGrid(table);
    expect(ranges(fromGrid(grid))).toEqual(
      ranges([
        { zones: ['A'], endWeight: 10, attributeType: 'unitPrice', price: 30 },
        { zones: ['B'], endWeight: 10, attributeType: 'unitPrice', price: 32 },
        { zones: ['A'], startWeight: 10, attributeType: 'unitPrice', price: 28 },
        { endWeight: 0.5, attributeType: 'start', price: 50 },
      ]),
    );
    grid.rows[0]!.prices.B = null;
    expect(fromGrid(grid)).toHaveLength(3);
  });

  it('starts a new row where the last one ends', () => {
    const row = newRow(toGrid(table).rows[0]);
    expect([row.startWeight, row.endWeight, row.attributeType]).toEqual(['10', null, 'unitPrice']);
    expect(newRow().key).not.toBe(row.key);
  });
});
