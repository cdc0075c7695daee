import type { WorkOrderUrgency } from './work-order.enums.ts';

/**
 * The SLA clock of work orders (DESIGN §12): working time on a calendar of working days and hours in
 * one time zone, holidays excluded, and the first-response / resolution targets per urgency. Pure:
 * every function takes the instants it works on, nothing reads the clock.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far the clock looks for working time before it gives up (a calendar without working days). */
const MAX_DAYS = 3660;

export type WorkCalendar = {
  /** The zone's offset from UTC in minutes (Asia/Shanghai: +480, no daylight saving since 1991). */
  utcOffsetMinutes: number;
  /** Working hours of a working day, minutes after local midnight: [start, end). */
  startMinute: number;
  endMinute: number;
  /** Working weekdays, 0 Sunday … 6 Saturday. */
  weekdays: readonly number[];
  /** Local dates `YYYY-MM-DD` that are not worked although their weekday is. */
  holidays: readonly string[];
};

/** Mon–Fri 09:00–18:00 Asia/Shanghai, no holidays (the settings add them). */
export const DEFAULT_WORK_CALENDAR: WorkCalendar = {
  utcOffsetMinutes: 480,
  startMinute: 9 * 60,
  endMinute: 18 * 60,
  weekdays: [1, 2, 3, 4, 5],
  holidays: [],
};

export const SLA_HOLIDAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

type Day = { index: number; open: number; close: number; works: boolean };

/** The local day `index` (days since 1970-01-01 local) with its working window in UTC ms. */
function dayOf(calendar: WorkCalendar, holidays: ReadonlySet<string>, index: number): Day {
  const localMidnight = index * DAY;
  const utcMidnight = localMidnight - calendar.utcOffsetMinutes * MINUTE;
  const date = new Date(localMidnight).toISOString().slice(0, 10);
  const weekday = new Date(localMidnight).getUTCDay();
  const works = calendar.weekdays.includes(weekday) && !holidays.has(date);
  return {
    index,
    open: utcMidnight + calendar.startMinute * MINUTE,
    close: utcMidnight + calendar.endMinute * MINUTE,
    works,
  };
}

const localDayIndex = (calendar: WorkCalendar, ms: number) =>
  Math.floor((ms + calendar.utcOffsetMinutes * MINUTE) / DAY);

/** The instant `workingMs` of working time after `from` (from itself when there is nothing to add). */
export function addWorkingMs(calendar: WorkCalendar, from: Date, workingMs: number): Date {
  let left = Math.max(0, Math.round(workingMs));
  if (left === 0) return new Date(from);
  const holidays = new Set(calendar.holidays);
  let cursor = from.getTime();
  const first = localDayIndex(calendar, cursor);
  for (let i = first; i < first + MAX_DAYS; i++) {
    const day = dayOf(calendar, holidays, i);
    if (!day.works) continue;
    const start = Math.max(cursor, day.open);
    if (start >= day.close) continue;
    const available = day.close - start;
    if (left <= available) return new Date(start + left);
    left -= available;
    cursor = day.close;
  }
  throw new Error('the work calendar has no working time');
}

export const addWorkingHours = (calendar: WorkCalendar, from: Date, hours: number): Date =>
  addWorkingMs(calendar, from, hours * HOUR);

/** Working time between two instants (0 when `to` is not after `from`). */
export function workingMsBetween(calendar: WorkCalendar, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  const holidays = new Set(calendar.holidays);
  let total = 0;
  const last = localDayIndex(calendar, b);
  for (let i = localDayIndex(calendar, a); i <= last; i++) {
    const day = dayOf(calendar, holidays, i);
    if (!day.works) continue;
    total += Math.max(0, Math.min(b, day.close) - Math.max(a, day.open));
  }
  return total;
}

export type Interval = { from: Date; to: Date };

/** Working time between two instants minus the working time of the paused intervals inside them. */
export function workingMsExcluding(
  calendar: WorkCalendar,
  from: Date,
  to: Date,
  paused: readonly Interval[],
): number {
  const inside = paused
    .map((p) => ({
      from: new Date(Math.max(p.from.getTime(), from.getTime())),
      to: new Date(Math.min(p.to.getTime(), to.getTime())),
    }))
    .filter((p) => p.to > p.from)
    .sort((x, y) => x.from.getTime() - y.from.getTime());
  let pausedMs = 0;
  let reach = from.getTime();
  for (const p of inside) {
    const start = new Date(Math.max(p.from.getTime(), reach));
    if (p.to.getTime() <= start.getTime()) continue;
    pausedMs += workingMsBetween(calendar, start, p.to);
    reach = p.to.getTime();
  }
  return Math.max(0, workingMsBetween(calendar, from, to) - pausedMs);
}

export type SlaTarget = { firstResponseHours: number; resolutionHours: number };

/** Working hours to the first staff reply and to the close, per urgency (0 normal, 1 urgent, 2 very urgent). */
export const SLA_DEFAULT_TARGETS: Readonly<Record<WorkOrderUrgency, SlaTarget>> = {
  0: { firstResponseHours: 8, resolutionHours: 48 },
  1: { firstResponseHours: 4, resolutionHours: 24 },
  2: { firstResponseHours: 1, resolutionHours: 8 },
};

/** The target of an urgency, with a second type's override where it sets one. */
export function slaTarget(
  urgency: WorkOrderUrgency,
  override?: { firstResponseHours?: number | null; resolutionHours?: number | null } | null,
): SlaTarget {
  const base = SLA_DEFAULT_TARGETS[urgency];
  return {
    firstResponseHours: override?.firstResponseHours ?? base.firstResponseHours,
    resolutionHours: override?.resolutionHours ?? base.resolutionHours,
  };
}

export type SlaDueTimes = { firstResponseDueAt: Date; resolutionDueAt: Date };

/** The due times of an order started (created or re-opened) at `start`. */
export function slaDueTimes(calendar: WorkCalendar, start: Date, target: SlaTarget): SlaDueTimes {
  return {
    firstResponseDueAt: addWorkingHours(calendar, start, target.firstResponseHours),
    resolutionDueAt: addWorkingHours(calendar, start, target.resolutionHours),
  };
}

/**
 * Lifting pending: the working time the order was paused, and its due times moved by it (a due time
 * already met — the first response given — stays).
 */
export function slaAfterPending(
  calendar: WorkCalendar,
  pendingSince: Date,
  liftedAt: Date,
  due: { firstResponseDueAt: Date | null; resolutionDueAt: Date | null; firstResponded: boolean },
): { pausedMs: number; firstResponseDueAt: Date | null; resolutionDueAt: Date | null } {
  const pausedMs = workingMsBetween(calendar, pendingSince, liftedAt);
  const move = (d: Date | null) => (d ? addWorkingMs(calendar, d, pausedMs) : null);
  return {
    pausedMs,
    firstResponseDueAt: due.firstResponded ? due.firstResponseDueAt : move(due.firstResponseDueAt),
    resolutionDueAt: move(due.resolutionDueAt),
  };
}

export type SlaState = {
  status: number;
  isPending: boolean;
  firstFollowTime: Date | null;
  firstResponseDueAt: Date | null;
  resolutionDueAt: Date | null;
};
export type SlaBreach = 'firstResponse' | 'resolution';

/** The targets an order has missed at `now` (none while pending: its clock stands still; none once closed). */
export function slaBreaches(order: SlaState, now: Date, closedStatus = 30): SlaBreach[] {
  if (order.isPending || order.status === closedStatus) return [];
  const breaches: SlaBreach[] = [];
  if (!order.firstFollowTime && order.firstResponseDueAt && now > order.firstResponseDueAt)
    breaches.push('firstResponse');
  if (order.resolutionDueAt && now > order.resolutionDueAt) breaches.push('resolution');
  return breaches;
}

/** Follow cost (to the first staff reply) and solve cost (to the close, paused time taken off), working ms. */
export function slaCosts(
  calendar: WorkCalendar,
  order: { createAt: Date; firstFollowTime: Date | null; closeTime: Date | null; pausedMs: number },
): { followCost: number | null; solveCost: number | null } {
  return {
    followCost: order.firstFollowTime
      ? workingMsBetween(calendar, order.createAt, order.firstFollowTime)
      : null,
    solveCost: order.closeTime
      ? Math.max(0, workingMsBetween(calendar, order.createAt, order.closeTime) - order.pausedMs)
      : null,
  };
}
