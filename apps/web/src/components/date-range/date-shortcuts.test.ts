import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_SHORTCUTS, shortcutRange } from './date-shortcuts.ts';

const now = dayjs('2024-03-15T10:30:00');
const range = (key: (typeof DATE_SHORTCUTS)[number]) =>
  shortcutRange(key, now).map((d) => d.format('YYYY-MM-DD'));

describe('date shortcuts', () => {
  it('are the spec list in its order', () => {
    expect(DATE_SHORTCUTS).toEqual([
      'today',
      'thisMonth',
      'last3Days',
      'lastWeek',
      'lastMonth',
      'last3Months',
      'last6Months',
      'lastYear',
    ]);
  });

  it('end today', () => {
    expect(range('today')).toEqual(['2024-03-15', '2024-03-15']);
    expect(range('thisMonth')).toEqual(['2024-03-01', '2024-03-15']);
    expect(range('last3Days')).toEqual(['2024-03-12', '2024-03-15']);
    expect(range('lastWeek')).toEqual(['2024-03-08', '2024-03-15']);
    expect(range('lastMonth')).toEqual(['2024-02-15', '2024-03-15']);
    expect(range('last3Months')).toEqual(['2023-12-15', '2024-03-15']);
    expect(range('last6Months')).toEqual(['2023-09-15', '2024-03-15']);
    expect(range('lastYear')).toEqual(['2023-03-15', '2024-03-15']);
  });
});
