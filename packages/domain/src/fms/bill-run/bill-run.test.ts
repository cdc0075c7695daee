import { describe, expect, it } from 'vitest';
import { lastClosedPeriod } from './bill-run.ts';

const at = (iso: string) => new Date(iso);
const days = (p: { from: Date; to: Date }) => [
  p.from.toISOString().slice(0, 10),
  p.to.toISOString().slice(0, 10),
];

describe('bill run periods (UTC, to exclusive)', () => {
  it('cash: the previous day', () => {
    expect(days(lastClosedPeriod('cash', at('2026-03-01T02:00:00Z')))).toEqual(['2026-02-28', '2026-03-01']);
  });
  it('weekly: the previous Monday to Sunday, also on a Monday and a Sunday', () => {
    // 2026-03-04 is a Wednesday
    expect(days(lastClosedPeriod('weekly', at('2026-03-04T10:00:00Z')))).toEqual([
      '2026-02-23',
      '2026-03-02',
    ]);
    expect(days(lastClosedPeriod('weekly', at('2026-03-02T00:00:00Z')))).toEqual([
      '2026-02-23',
      '2026-03-02',
    ]);
    expect(days(lastClosedPeriod('weekly', at('2026-03-08T23:00:00Z')))).toEqual([
      '2026-02-23',
      '2026-03-02',
    ]);
  });
  it('halfMonthly: the 16th to the month end, or the 1st to the 15th', () => {
    expect(days(lastClosedPeriod('halfMonthly', at('2026-03-10T00:00:00Z')))).toEqual([
      '2026-02-16',
      '2026-03-01',
    ]);
    expect(days(lastClosedPeriod('halfMonthly', at('2026-03-16T00:00:00Z')))).toEqual([
      '2026-03-01',
      '2026-03-16',
    ]);
  });
  it('monthly: the previous month, across a year end', () => {
    expect(days(lastClosedPeriod('monthly', at('2026-01-05T00:00:00Z')))).toEqual([
      '2025-12-01',
      '2026-01-01',
    ]);
  });
});
