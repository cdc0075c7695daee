import { LOCAL_CACHE_PREFIX } from './constants.ts';

/** A local cache entry (spec §3 "Local cache entry"): type, content, time saved, optional expiry. */
export type CacheEntry<T> = { type: string; content: T; time: number; expire?: number };

export type CacheStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export function cacheKey(name: string): string {
  return name.startsWith(LOCAL_CACHE_PREFIX) ? name : LOCAL_CACHE_PREFIX + name;
}

export function isExpired(entry: Pick<CacheEntry<unknown>, 'time' | 'expire'>, now: number): boolean {
  return entry.expire !== undefined && now >= entry.time + entry.expire;
}

/** Writes an entry under the `client_` prefix; `ttlMs` sets the expiry. */
export function writeCache<T>(
  storage: CacheStorage,
  name: string,
  content: T,
  ttlMs?: number,
  now = Date.now(),
) {
  const entry: CacheEntry<T> = { type: typeof content, content, time: now, expire: ttlMs };
  storage.setItem(cacheKey(name), JSON.stringify(entry));
}

/** Reads an entry; an expired or unreadable one is removed and treated as absent. */
export function readCache<T>(storage: CacheStorage, name: string, now = Date.now()): T | undefined {
  const key = cacheKey(name);
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as CacheEntry<T>;
    if (isExpired(entry, now)) {
      storage.removeItem(key);
      return undefined;
    }
    return entry.content;
  } catch {
    storage.removeItem(key);
    return undefined;
  }
}
