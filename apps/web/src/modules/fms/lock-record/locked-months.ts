import type { LockedMonth } from './lock-record-api.ts';

/** The month texts of the locked-months answer as a set (empty before it came). */
export function lockedMonthsOf(rows: readonly LockedMonth[] | undefined): ReadonlySet<string> {
  return new Set((rows ?? []).map((r) => r.month));
}
