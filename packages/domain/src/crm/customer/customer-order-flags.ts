import { ACCOUNTING_TIME_ZONE } from '../../fms/lock-record/index.light.ts';

/**
 * The order flags of a customer (back-office §3 Customer): only make document, the make-document
 * limit (waybills ordered per local day) and the latest shipping time (the daily order cut-off).
 * Days and cut-offs are read on the company's clock (`ORDER_DAY_TIME_ZONE`).
 */

/** The zone of the order day and of the cut-off: the company's. */
export const ORDER_DAY_TIME_ZONE = ACCOUNTING_TIME_ZONE;

/** A cut-off is a 24-hour wall-clock time, "HH:mm" (e.g. 17:30). */
export const SHIPPING_CUT_OFF_PATTERN = '([01][0-9]|2[0-3]):[0-5][0-9]';

const PARTS = new Map<string, Intl.DateTimeFormat>();
function wallClock(at: Date, zone: string) {
  let f = PARTS.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    PARTS.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}`, p };
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(at: Date, zone: string): number {
  const { p } = wallClock(at, zone);
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The local day (YYYY-MM-DD) of an instant. */
export const localDate = (at: Date, zone = ORDER_DAY_TIME_ZONE) => wallClock(at, zone).date;

/** The day after a YYYY-MM-DD day. */
export function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The instants [from, to) of the local day of `at`: the window the make-document limit counts in. */
export function localDayBounds(at: Date, zone = ORDER_DAY_TIME_ZONE): { from: Date; to: Date } {
  const day = localDate(at, zone);
  const midnight = (d: string) => {
    const guess = new Date(`${d}T00:00:00Z`);
    return new Date(guess.getTime() - offsetMs(guess, zone));
  };
  return { from: midnight(day), to: midnight(nextDay(day)) };
}

/**
 * The shipping day an order placed at `at` is dated for: its local day, or the next day when it is
 * placed after the customer's cut-off (at the cut-off minute itself it still ships that day).
 */
export function shipDateOf(
  at: Date,
  cutOff: string | null | undefined,
  zone = ORDER_DAY_TIME_ZONE,
): { shipDate: string; afterCutOff: boolean } {
  const local = wallClock(at, zone);
  const afterCutOff = Boolean(cutOff) && local.time > cutOff!;
  return { shipDate: afterCutOff ? nextDay(local.date) : local.date, afterCutOff };
}

/** How many more waybills a customer may order today under its limit (null: no limit). */
export function makeDocumentRemaining(limit: number | null | undefined, orderedToday: number): number | null {
  return limit === null || limit === undefined ? null : Math.max(0, limit - orderedToday);
}
