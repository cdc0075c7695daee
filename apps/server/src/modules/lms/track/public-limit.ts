import { PUBLIC_TRACK_QUERY_LIMIT, PUBLIC_TRACK_QUERY_WINDOW_MS } from '@freightdesk/domain';
import { BizError } from '#platform/http/errors.ts';

/**
 * A fixed-window limit per client address for the public track query (no sign-in): at most
 * `PUBLIC_TRACK_QUERY_LIMIT` calls per `PUBLIC_TRACK_QUERY_WINDOW_MS`. Kept in this process's memory:
 * behind several API processes each counts its own share, which still bounds a scraper.
 */
export function createPublicLimiter(
  limit = PUBLIC_TRACK_QUERY_LIMIT,
  windowMs = PUBLIC_TRACK_QUERY_WINDOW_MS,
) {
  const windows = new Map<string, { start: number; count: number }>();
  return (address: string, now: Date): void => {
    const t = now.getTime();
    if (windows.size > 10_000) {
      for (const [key, w] of windows) if (t - w.start >= windowMs) windows.delete(key);
    }
    const w = windows.get(address);
    if (!w || t - w.start >= windowMs) {
      windows.set(address, { start: t, count: 1 });
      return;
    }
    w.count += 1;
    if (w.count > limit) throw new BizError('tooManyRequests');
  };
}
