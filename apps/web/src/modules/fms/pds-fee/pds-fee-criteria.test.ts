import { describe, expect, it } from 'vitest';
import { pdsFeeCriteria } from './pds-fee-criteria.ts';

describe('pdsFeeCriteria', () => {
  it('drops blanks, trims texts, upper-cases the currency and sends the days as instants', () => {
    expect(pdsFeeCriteria({ numbers: '  ', currency: ' ', status: [] })).toEqual({});
    const c = pdsFeeCriteria({
      numbers: ' PD1\nPD2 ',
      customerId: 'c1',
      status: [0],
      currency: ' usd ',
      productId: 'p1',
      belongTime: ['2026-01-01', '2026-01-31'],
    });
    expect(c).toMatchObject({
      numbers: 'PD1\nPD2',
      customerId: 'c1',
      status: [0],
      currency: 'USD',
      productId: 'p1',
    });
    expect(c.belongTime).toEqual([
      new Date('2026-01-01T00:00:00').toISOString(),
      new Date('2026-01-31T23:59:59.999').toISOString(),
    ]);
  });
});
