/** Time-cost display (spec platform-core §9): milliseconds shown as hours, days + hours, or months + days. */

export type TimeCostParts =
  | { unit: 'hours'; hours: number }
  | { unit: 'daysHours'; days: number; hours: number }
  | { unit: 'monthsDays'; months: number; days: number };

const MS_PER_HOUR = 3_600_000;
const HOURS_PER_DAY = 24;
const DAYS_PER_MONTH = 30;

function oneDecimal(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Splits a duration: under 24 h in hours; under 720 h as days plus hours; otherwise 30-day months plus days. */
export function timeCostParts(ms: number): TimeCostParts {
  const totalHours = Math.max(0, ms) / MS_PER_HOUR;
  if (totalHours < HOURS_PER_DAY) return { unit: 'hours', hours: oneDecimal(totalHours) };
  if (totalHours < HOURS_PER_DAY * DAYS_PER_MONTH) {
    const days = Math.floor(totalHours / HOURS_PER_DAY);
    return { unit: 'daysHours', days, hours: oneDecimal(totalHours - days * HOURS_PER_DAY) };
  }
  const totalDays = Math.floor(totalHours / HOURS_PER_DAY);
  const months = Math.floor(totalDays / DAYS_PER_MONTH);
  return { unit: 'monthsDays', months, days: totalDays - months * DAYS_PER_MONTH };
}

const UNITS = {
  'zh-CN': { h: '小时', d: '天', m: '个月' },
  'en-US': { h: 'h', d: 'd', m: 'mo' },
  'vi-VN': { h: ' giờ', d: ' ngày', m: ' tháng' },
} as const;

/** Formats a duration for display in the given language ("1d 2h", "1天2小时"). */
export function formatTimeCost(ms: number | null | undefined, lang: keyof typeof UNITS = 'en-US'): string {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return '';
  const u = UNITS[lang];
  const sep = lang === 'zh-CN' ? '' : ' ';
  const p = timeCostParts(ms);
  if (p.unit === 'hours') return `${p.hours}${u.h}`;
  if (p.unit === 'daysHours') return `${p.days}${u.d}${sep}${p.hours}${u.h}`;
  return `${p.months}${u.m}${sep}${p.days}${u.d}`;
}
