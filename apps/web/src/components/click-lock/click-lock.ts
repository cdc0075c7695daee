import { CLICK_LOCK_MS } from '@freightdesk/domain';

/**
 * A gate that lets one call through and ignores repeats for `ms` (spec §9: buttons ignore repeat
 * clicks for 1500 ms) and, when the call returns a promise, until it settles.
 */
export function createClickLock(ms: number = CLICK_LOCK_MS, now: () => number = Date.now) {
  let lockedUntil = 0;
  let pending = false;
  return function run<T>(fn: () => T): T | undefined {
    if (pending || now() < lockedUntil) return undefined;
    lockedUntil = now() + ms;
    const result = fn();
    if (result instanceof Promise) {
      pending = true;
      result.finally(() => {
        pending = false;
      });
    }
    return result;
  };
}
