import { DICTIONARY_CACHE_TTL_MS } from '@freightdesk/domain';
import { describe, expect, it, vi } from 'vitest';
import { dictionaryItems } from './dictionary.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('dictionaryItems', () => {
  it('caches a lookup for 10 minutes under a client_ key, then asks again', async () => {
    const storage = memoryStorage();
    let now = 1_000_000;
    const fetcher = vi.fn(async () => [{ code: 'CN', name: 'China' }]);
    const opts = { storage, fetcher, now: () => now, lang: 'en-US' as const };

    expect(await dictionaryItems({ type: 'country' }, opts)).toEqual([{ code: 'CN', name: 'China' }]);
    expect([...storage.map.keys()]).toEqual(['client_dict_type_country_en-US']);
    now += DICTIONARY_CACHE_TTL_MS - 1;
    await dictionaryItems({ type: 'country' }, opts);
    expect(fetcher).toHaveBeenCalledTimes(1);

    now += 1;
    await dictionaryItems({ type: 'country' }, opts);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps languages and numbers apart', async () => {
    const storage = memoryStorage();
    const fetcher = vi.fn(async () => []);
    await dictionaryItems({ type: 'unit' }, { storage, fetcher, lang: 'en-US' });
    await dictionaryItems({ type: 'unit' }, { storage, fetcher, lang: 'vi-VN' });
    await dictionaryItems({ number: 'D001' }, { storage, fetcher, lang: 'vi-VN' });
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(fetcher).toHaveBeenLastCalledWith({ number: 'D001' });
  });
});
