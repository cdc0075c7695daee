import { describe, expect, it } from 'vitest';
import { bucketDays, bucketOfDay, bucketsBetween, daysBetween, isDay } from './statistics-buckets.ts';

describe('statistics buckets', () => {
  it('a day falls in its day, its ISO week (named by the Monday) and its month', () => {
    expect(bucketOfDay('day', '2026-11-27')).toBe('2026-11-27');
    expect(bucketOfDay('week', '2026-11-27')).toBe('2026-11-23');
    expect(bucketOfDay('week', '2026-11-23')).toBe('2026-11-23');
    expect(bucketOfDay('week', '2026-11-29')).toBe('2026-11-23');
    expect(bucketOfDay('week', '2027-01-01')).toBe('2026-12-28');
    expect(bucketOfDay('month', '2026-11-27')).toBe('2026-11');
  });

  it('a bucket turns back into its first and last day (leap years included)', () => {
    expect(bucketDays('day', '2026-11-27')).toEqual(['2026-11-27', '2026-11-27']);
    expect(bucketDays('week', '2026-12-28')).toEqual(['2026-12-28', '2027-01-03']);
    expect(bucketDays('month', '2028-02')).toEqual(['2028-02-01', '2028-02-29']);
    expect(bucketDays('month', '2026-12')).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('lists every bucket of a range, partial ones at both ends', () => {
    expect(bucketsBetween('day', '2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(bucketsBetween('week', '2026-11-27', '2026-12-08')).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
    ]);
    expect(bucketsBetween('month', '2026-11-30', '2027-02-01')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(bucketsBetween('month', '2026-03-01', '2026-02-01')).toEqual([]);
  });

  it('checks days and counts them', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-1-01')).toBe(false);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(0);
  });
});
