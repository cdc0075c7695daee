import type { PriceReference } from './price-reference.ts';

/**
 * Quote results kept per reference-data snapshot (so at most as long as the reference data:
 * REFERENCE_TTL_MS, and gone when it is reloaded or forgotten). The key holds everything a result
 * depends on besides that snapshot: the customer, the language, the shipment as sent and the tables
 * that could price it: the generation of the kept heads they came from (a write or a reload makes a
 * new one), or the id and version of each when they were read from the database.
 */
const byReference = new WeakMap<PriceReference, Map<string, unknown>>();
/** Keys kept per snapshot; the oldest go first. */
const MAX_ENTRIES = 5000;
let enabled = true;

/** Switches the cache (the API benchmark measures with and without it). */
export function setQuoteCache(on: boolean): void {
  enabled = on;
}

export function quoteCacheKey(parts: {
  customerId: string | null;
  lang: string;
  input: unknown;
  /** The kept heads' generation, or the id and version of every table the quote read. */
  tables: number | readonly { id: string; version: number }[];
}): string {
  const tables =
    typeof parts.tables === 'number'
      ? `g${parts.tables}`
      : parts.tables.map((h) => `${h.id}@${h.version}`).join(',');
  return `${parts.customerId ?? ''}|${parts.lang}|${tables}|${JSON.stringify(parts.input)}`;
}

export function cachedQuote<T>(ref: PriceReference, key: string): T | undefined {
  return enabled ? (byReference.get(ref)?.get(key) as T | undefined) : undefined;
}

export function keepQuote(ref: PriceReference, key: string, value: unknown): void {
  if (!enabled) return;
  let map = byReference.get(ref);
  if (!map) {
    map = new Map();
    byReference.set(ref, map);
  }
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  map.set(key, value);
}
