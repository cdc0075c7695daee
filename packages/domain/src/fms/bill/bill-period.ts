/**
 * A bill's period is `[from, to)` of UTC days (the make dialog sends `YYYY-MM-DD`); people read it
 * with its last day: `2026-01-01 – 2026-01-31` for `[2026-01-01, 2026-02-01)`.
 */
const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The period's first and last day (`YYYY-MM-DD`). */
export function billPeriodDays(from: string | Date, to: string | Date): [string, string] {
  return [dayOf(new Date(from)), dayOf(new Date(new Date(to).getTime() - DAY_MS))];
}

/** The period as people read it: first – last day. */
export const billPeriodText = (from: string | Date, to: string | Date) =>
  billPeriodDays(from, to).join(' – ');

/** The `to` (exclusive) of a period ending with the day `lastDay` (`YYYY-MM-DD`). */
export const billPeriodEnd = (lastDay: string) =>
  dayOf(new Date(new Date(`${lastDay}T00:00:00Z`).getTime() + DAY_MS));
