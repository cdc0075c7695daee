/**
 * Bill runs (docs/finance.md "Bill runs"): each day the customers billed by period get the bill of
 * their last closed period, in UTC days, `to` exclusive (the statement bill's [from, to)).
 * weekly: the previous Monday–Sunday; halfMonthly: the 1st–15th or the 16th–month end before today;
 * monthly: the previous month; cash: the previous day. Prepaid customers are not billed by a run.
 */
export const BILL_RUN_MODES = ['cash', 'weekly', 'halfMonthly', 'monthly'] as const;
export type BillRunMode = (typeof BILL_RUN_MODES)[number];

export type BillPeriod = { from: Date; to: Date };

const utcDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** The last period of the settlement mode that closed at or before `now`'s day began. */
export function lastClosedPeriod(mode: BillRunMode, now: Date): BillPeriod {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  const today = utcDay(y, m, d);
  switch (mode) {
    case 'cash':
      return { from: utcDay(y, m, d - 1), to: today };
    case 'weekly': {
      const sinceMonday = (today.getUTCDay() + 6) % 7;
      const monday = utcDay(y, m, d - sinceMonday);
      return { from: utcDay(y, m, d - sinceMonday - 7), to: monday };
    }
    case 'halfMonthly':
      return d <= 15
        ? { from: utcDay(y, m - 1, 16), to: utcDay(y, m, 1) }
        : { from: utcDay(y, m, 1), to: utcDay(y, m, 16) };
    case 'monthly':
      return { from: utcDay(y, m - 1, 1), to: utcDay(y, m, 1) };
  }
}

/** The task key of one customer's bill of one period (a second run of the period changes nothing). */
export const billRunKey = (customerId: string, period: BillPeriod) =>
  `${customerId}:${period.from.toISOString().slice(0, 10)}:${period.to.toISOString().slice(0, 10)}`;
