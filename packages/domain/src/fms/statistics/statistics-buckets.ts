/**
 * Time buckets of the finance statistics: a day (`YYYY-MM-DD`), an ISO week named by its Monday
 * (`YYYY-MM-DD`) or a month (`YYYY-MM`). The server names buckets the same way in SQL
 * (`to_char(date_trunc(…))`); the screens list every bucket of a range (so a chart has no holes)
 * and turn a bucket back into its days for the drill-down.
 */
export const TIME_GROUPS = ['day', 'week', 'month'] as const;
export type TimeGroup = (typeof TIME_GROUPS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(toDate(day).getTime() + n * MS_PER_DAY));

/** Whether a text is a calendar day `YYYY-MM-DD` that exists. */
export function isDay(text: string): boolean {
  return DAY.test(text) && dayOf(toDate(text)) === text;
}

/** Days from `from` to `to`, both counted (0 when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((toDate(to).getTime() - toDate(from).getTime()) / MS_PER_DAY) + 1);
}

/** The bucket a day falls in. */
export function bucketOfDay(group: TimeGroup, day: string): string {
  if (group === 'day') return day;
  if (group === 'month') return day.slice(0, 7);
  const weekday = (toDate(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The first and last day of a bucket. */
export function bucketDays(group: TimeGroup, key: string): [string, string] {
  if (group === 'day') return [key, key];
  if (group === 'week') return [key, addDays(key, 6)];
  if (!MONTH.test(key)) return [key, key];
  const [y, m] = key.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0));
  return [`${key}-01`, dayOf(last)];
}

/** Every bucket that holds a day of [from, to], in order. */
export function bucketsBetween(group: TimeGroup, from: string, to: string): string[] {
  const out: string[] = [];
  if (!isDay(from) || !isDay(to) || to < from) return out;
  let key = bucketOfDay(group, from);
  const last = bucketOfDay(group, to);
  while (key <= last) {
    out.push(key);
    key = bucketOfDay(group, addDays(bucketDays(group, key)[1], 1));
  }
  return out;
}
