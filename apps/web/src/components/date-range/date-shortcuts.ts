import type { Dayjs } from 'dayjs';

/** The date-picker shortcuts of the spec (platform-core §9), in their order. */
export const DATE_SHORTCUTS = [
  'today',
  'thisMonth',
  'last3Days',
  'lastWeek',
  'lastMonth',
  'last3Months',
  'last6Months',
  'lastYear',
] as const;
export type DateShortcut = (typeof DATE_SHORTCUTS)[number];

/**
 * The days a shortcut covers, ending today: today; the 1st of this month to today; the last
 * 3 days, week, month, 3 months, 6 months or year up to today (e.g. last week = today − 7 days).
 */
export function shortcutRange(shortcut: DateShortcut, now: Dayjs): [Dayjs, Dayjs] {
  const today = now.startOf('day');
  switch (shortcut) {
    case 'today':
      return [today, today];
    case 'thisMonth':
      return [today.startOf('month'), today];
    case 'last3Days':
      return [today.subtract(3, 'day'), today];
    case 'lastWeek':
      return [today.subtract(1, 'week'), today];
    case 'lastMonth':
      return [today.subtract(1, 'month'), today];
    case 'last3Months':
      return [today.subtract(3, 'month'), today];
    case 'last6Months':
      return [today.subtract(6, 'month'), today];
    case 'lastYear':
      return [today.subtract(1, 'year'), today];
  }
}

/** The date format of range values (`YYYY-MM-DD`). */
export const DATE_FORMAT = 'YYYY-MM-DD';
