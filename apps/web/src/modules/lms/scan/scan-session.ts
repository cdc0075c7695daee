import type { ScanType } from '@freightdesk/domain';
import { useSyncExternalStore } from 'react';

/** One scan of this browser session, shown in the screen's "last scans" list. */
export type SessionScan = {
  key: number;
  time: string;
  no: string;
  ok: boolean;
  message: string;
  warnings: string[];
  waybillId: string | null;
};

/** How many scans a screen keeps in its list. */
export const SESSION_SCANS_MAX = 50;

/** The list with a scan added on top (newest first), cut to the maximum. */
export function withScan(
  list: readonly SessionScan[],
  scan: SessionScan,
  max = SESSION_SCANS_MAX,
): SessionScan[] {
  return [scan, ...list].slice(0, max);
}

/** Counts of a list: ok and failed scans. */
export function scanTally(list: readonly SessionScan[]): { ok: number; failed: number } {
  const ok = list.filter((s) => s.ok).length;
  return { ok, failed: list.length - ok };
}

// The scans of this page load per scan type: kept while the user moves between tabs.
const lists = new Map<ScanType, SessionScan[]>();
const listeners = new Set<() => void>();
const EMPTY: SessionScan[] = [];
let nextKey = 1;

export function recordSessionScan(type: ScanType, scan: Omit<SessionScan, 'key'>): void {
  lists.set(type, withScan(lists.get(type) ?? EMPTY, { ...scan, key: nextKey++ }));
  for (const l of listeners) l();
}

export function clearSessionScans(type: ScanType): void {
  lists.delete(type);
  for (const l of listeners) l();
}

/** The scans of one type, newest first. */
export function useSessionScans(type: ScanType): SessionScan[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => lists.get(type) ?? EMPTY,
  );
}
