import { priceTableSchema } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import type { PriceDetail } from './price-api.ts';
import { emptyValues, valuesOf, writeOf } from './price-form.ts';
import { newRow } from './range-grid.ts';

const detail = (): PriceDetail => ({
  ...priceTableSchema.parse({
    id: 'T1',
    name: 'US',
    kind: 'customer',
    productId: 'P1',
    customerIds: ['C1'],
    fuel: { customFuelRate: '0.12' },
    effectiveFrom: '2026-01-01T00:00:00Z',
    weightRanges: [{ zones: ['A'], attributeType: 'unitPrice', price: '30' }],
    serviceFees: [{ subject: 'insurance', rule: 'declaredValue', appendPercent: '0.01' }],
    surcharges: [{ subject: 'remote', formula: '25', minValue: '10', zones: ['A'] }],
  }),
  version: 3,
  effectiveFrom: '2026-01-01T00:00:00.000Z',
  effectiveTo: null,
  status: 'effective',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  createdByName: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: null,
  updatedByName: null,
});

/** Without null fields (the form sends null where the table had nothing). */
const clean = (x: unknown) => JSON.parse(JSON.stringify(x, (_k, v) => (v === null ? undefined : v)));

describe('price form values', () => {
  it('round-trips a table: the form edits the header, grid and surcharges and keeps the rest', () => {
    const d = detail();
    const { values, grid } = valuesOf(d);
    expect(values).toMatchObject({ name: 'US', customFuelRate: 0.12, customerIds: ['C1'] });
    const body = writeOf('customer', { ...values, name: ' US 2027 ' }, grid, d);
    const parsed = priceTableSchema.parse({ ...body, id: 'T1' });
    expect(clean(parsed)).toEqual(clean({ ...priceTableSchema.parse({ ...d }), name: 'US 2027' }));
  });

  it('a new agent table drops customer-only settings; a base table names its base', () => {
    const grid = { zones: ['*'], rows: [{ ...newRow(), prices: { '*': '5' } }] };
    const body = writeOf(
      'agent',
      { ...emptyValues('2026-05-01T00:00:00.000Z'), productId: 'P1', customerIds: ['C1'], forbidQuery: true },
      grid,
    );
    expect(body).toMatchObject({ kind: 'agent', customerIds: [], forbidQuery: false, base: null });
    expect(body.weightRanges).toEqual([{ zones: [], attributeType: 'unitPrice', price: '5' }]);
    const base = writeOf(
      'customer',
      { ...emptyValues('2026-05-01'), mode: 'base', basePriceId: 'B1', baseType: 'percent', baseValue: 0.1 },
      grid,
    );
    expect(base.base).toEqual({ priceId: 'B1', type: 'percent', value: '0.1' });
  });
});
