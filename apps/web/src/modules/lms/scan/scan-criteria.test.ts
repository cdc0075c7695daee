import { describe, expect, it } from 'vitest';
import { dayRangeInstants, recordCriteria } from './scan-criteria.ts';

describe('scan record criteria', () => {
  it('turns a day range into the start of the first and the end of the last day', () => {
    const [from, to] = dayRangeInstants(['2026-01-02', '2026-01-03'])!;
    expect(new Date(from).getTime()).toBe(new Date('2026-01-02T00:00:00').getTime());
    expect(new Date(to).getTime()).toBe(new Date('2026-01-03T23:59:59.999').getTime());
    expect(dayRangeInstants(['', ''])).toBeUndefined();
    expect(dayRangeInstants(undefined)).toBeUndefined();
    const open = dayRangeInstants(['', '2026-01-03'])!;
    expect(open[0]).toBe(new Date(0).toISOString());
  });

  it('drops blanks and trims texts', () => {
    expect(recordCriteria({ no: '  ', user: ' wang ', type: 'receive', result: 'failed' })).toEqual({
      user: 'wang',
      type: 'receive',
      result: 'failed',
    });
    expect(recordCriteria({})).toEqual({});
  });
});
