import { describe, expect, it } from 'vitest';
import { packageCriteria } from './package-criteria.ts';

describe('packageCriteria', () => {
  it('drops blank numbers and sends the packing days as instants from the first to the end of the last day', () => {
    expect(packageCriteria({ numbers: '  ' })).toEqual({});
    const c = packageCriteria({ numbers: ' PK1\nPK2 ', packageTime: ['2026-03-01', '2026-03-02'] });
    expect(c.numbers).toBe('PK1\nPK2');
    const [from, to] = c.packageTime as [string, string];
    expect(new Date(from).getTime()).toBe(new Date('2026-03-01T00:00:00').getTime());
    expect(new Date(to).getTime()).toBe(new Date('2026-03-02T23:59:59.999').getTime());
  });
});
