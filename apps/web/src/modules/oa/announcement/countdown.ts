import { useEffect, useState } from 'react';

/** Whole seconds left of a countdown of `seconds` started at `startedAt` (never below 0). */
export function secondsLeft(seconds: number, startedAt: number, now: number): number {
  return Math.max(0, Math.ceil(seconds - (now - startedAt) / 1000));
}

/**
 * The seconds left of a countdown that starts again whenever `key` changes (the announcement shown):
 * a must-read announcement's read button is usable only when it reaches 0.
 */
export function useCountdown(seconds: number, key: string | undefined): number {
  const [state, setState] = useState({ key, startedAt: Date.now(), left: seconds });
  const current = state.key === key ? state : { key, startedAt: Date.now(), left: seconds };
  useEffect(() => {
    const startedAt = Date.now();
    setState({ key, startedAt, left: secondsLeft(seconds, startedAt, startedAt) });
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      const left = secondsLeft(seconds, startedAt, Date.now());
      setState({ key, startedAt, left });
      if (left <= 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return current.left;
}

/** Reloads the page once the last must-read announcement is confirmed (a seam for the jsdom test). */
export const pageReload = { run: () => window.location.reload() };
