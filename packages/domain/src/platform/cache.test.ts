import { describe, expect, it } from 'vitest';
import { type CacheStorage, cacheKey, isExpired, readCache, writeCache } from './cache.ts';
import { DICTIONARY_CACHE_TTL_MS } from './constants.ts';

function memoryStorage(): CacheStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('local cache', () => {
  it('stores under the client_ prefix', () => {
    const s = memoryStorage();
    writeCache(s, 'dict_sex', [{ code: '0', name: 'male' }], DICTIONARY_CACHE_TTL_MS, 1000);
    expect([...s.map.keys()]).toEqual(['client_dict_sex']);
    expect(cacheKey('client_x')).toBe('client_x');
  });
  it('reads a fresh entry', () => {
    const s = memoryStorage();
    writeCache(s, 'a', { v: 1 }, 600_000, 0);
    expect(readCache(s, 'a', 599_999)).toEqual({ v: 1 });
  });
  it('removes an entry past expiry and treats it as absent', () => {
    const s = memoryStorage();
    writeCache(s, 'a', { v: 1 }, 600_000, 0);
    expect(readCache(s, 'a', 600_000)).toBeUndefined();
    expect(s.map.size).toBe(0);
  });
  it('keeps an entry without expiry', () => {
    const s = memoryStorage();
    writeCache(s, 'a', 'x', undefined, 0);
    expect(readCache(s, 'a', 10 ** 12)).toBe('x');
    expect(isExpired({ time: 0 }, 10 ** 12)).toBe(false);
  });
  it('drops an unreadable entry', () => {
    const s = memoryStorage();
    s.setItem('client_bad', '{not json');
    expect(readCache(s, 'bad')).toBeUndefined();
    expect(s.map.has('client_bad')).toBe(false);
  });
});
