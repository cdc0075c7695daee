/**
 * Month lock (spec back-office §4 "Months can be locked and unlocked", DESIGN §9): documents belong to
 * the accounting month of their date in the company's time zone.
 */
export const ACCOUNTING_TIME_ZONE = 'Asia/Shanghai';
/** Its offset from UTC in hours (no daylight saving): how a wall clock without a zone is read. */
export const ACCOUNTING_UTC_OFFSET_HOURS = 8;

const MONTH = new Intl.DateTimeFormat('en-CA', {
  timeZone: ACCOUNTING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
});

/** The accounting month (`YYYY-MM`) of an instant. */
export function accountingMonth(at: Date | string): string {
  const parts = MONTH.formatToParts(new Date(at));
  const y = parts.find((p) => p.type === 'year')?.value;
  const m = parts.find((p) => p.type === 'month')?.value;
  return `${y}-${m}`;
}

/** The company time zone's offset: China has kept UTC+8 without summer time since 1991. */
const ACCOUNTING_OFFSET = '+08:00';

/** The month after `YYYY-MM`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before `YYYY-MM`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The first instant of an accounting month (midnight of its first day, company time). */
export function monthStart(month: string): Date {
  return new Date(`${month}-01T00:00:00${ACCOUNTING_OFFSET}`);
}

/** The `count` accounting months up to the one of `at`, newest first (the month-lock screen). */
export function recentMonths(at: Date | string, count: number): string[] {
  const out = [accountingMonth(at)];
  while (out.length < count) out.push(previousMonth(out[out.length - 1]!));
  return out;
}

/**
 * The first month after `month` that is not locked: where carry-over moves a closed month's unbilled
 * fees.
 */
export function nextOpenMonth(month: string, locked: ReadonlySet<string>): string {
  let m = nextMonth(month);
  while (locked.has(m)) m = nextMonth(m);
  return m;
}
