import {
  type CacheStorage,
  DICTIONARY_CACHE_TTL_MS,
  DICTIONARY_PATHS,
  type Language,
  pickLanguage,
  readCache,
  writeCache,
} from '@freightdesk/domain';
import i18next from 'i18next';
import { get } from './http.ts';

export type DictionaryItem = { code: string; name: string };
export type DictionaryQuery = { type: string } | { number: string };

/** Cache name of a lookup; names come back in the caller's language, so the language is part of it. */
export function dictionaryCacheName(query: DictionaryQuery, lang: Language): string {
  return 'type' in query ? `dict_type_${query.type}_${lang}` : `dict_number_${query.number}_${lang}`;
}

/**
 * Dictionary entries by type or number, cached 10 minutes in localStorage under a `client_` key
 * (spec §7). `fetcher` and `storage` are replaceable for tests.
 */
export async function dictionaryItems(
  query: DictionaryQuery,
  {
    storage = localStorage as CacheStorage,
    fetcher = (q: DictionaryQuery) => get<DictionaryItem[]>(DICTIONARY_PATHS.items, q, { quiet: true }),
    now = Date.now,
    lang = pickLanguage(i18next.language),
  }: {
    storage?: CacheStorage;
    fetcher?: (q: DictionaryQuery) => Promise<DictionaryItem[]>;
    now?: () => number;
    lang?: Language;
  } = {},
): Promise<DictionaryItem[]> {
  const name = dictionaryCacheName(query, lang);
  const cached = readCache<DictionaryItem[]>(storage, name, now());
  if (cached) return cached;
  const items = await fetcher(query);
  writeCache(storage, name, items, DICTIONARY_CACHE_TTL_MS, now());
  return items;
}
