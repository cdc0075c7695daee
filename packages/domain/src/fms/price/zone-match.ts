import type { ZoneRow } from '../../settings/zone/index.ts';

/**
 * Zone lookup (back-office §3 "Zone": name, timeliness, postcode prefix). A zone row covers its
 * countries; with postcode prefixes it covers only postcodes starting with one of them. The zone of a
 * destination is the covering row with the longest matching prefix; a row without prefixes covers
 * the whole country and loses to any matching prefix. Ties go to the earlier row (sequence order).
 */

export type ZoneQueryMode = 'postcode' | 'country';
export type ZoneMatch = { zone: ZoneRow; sequence: number; prefix: string };

/** Postcodes compare without spaces and dashes, upper case ("sw1a 1aa" = "SW1A1AA"). */
export const normalizePostcode = (postcode: string | null | undefined): string =>
  (postcode ?? '').replace(/[\s-]/g, '').toUpperCase();

type IndexedZone = { zone: ZoneRow; sequence: number; prefixes: string[] };
/** Zone rows per country with normalized prefixes, built once per zone list (zone lists are not mutated). */
const BY_COUNTRY = new WeakMap<readonly ZoneRow[], Map<string, IndexedZone[]>>();

function zonesOf(zones: readonly ZoneRow[], country: string): IndexedZone[] {
  let index = BY_COUNTRY.get(zones);
  if (!index) {
    index = new Map();
    zones.forEach((zone, i) => {
      const prefixes = zone.postcodePrefixes.map(normalizePostcode).filter(Boolean);
      for (const c of zone.countryCodes) {
        const key = c.trim().toUpperCase();
        index?.set(key, [...(index.get(key) ?? []), { zone, sequence: i + 1, prefixes }]);
      }
    });
    BY_COUNTRY.set(zones, index);
  }
  return index.get(country) ?? [];
}

export function matchZone(
  zones: readonly ZoneRow[],
  countryCode: string,
  postcode?: string | null,
  mode: ZoneQueryMode = 'postcode',
): ZoneMatch | undefined {
  // the tables of a quote mostly share their product's zone list: the answer is kept per list
  const key = `${mode}\u0000${countryCode}\u0000${postcode ?? ''}`;
  let answers = MATCHES.get(zones);
  if (!answers) {
    answers = new Map();
    MATCHES.set(zones, answers);
  }
  if (answers.has(key)) return answers.get(key);
  const best = findZone(zones, countryCode, postcode, mode);
  if (answers.size >= MATCH_LIMIT) answers.clear();
  answers.set(key, best);
  return best;
}

/** Answers kept per zone list (never mutate a match), a bounded number per list. */
const MATCHES = new WeakMap<readonly ZoneRow[], Map<string, ZoneMatch | undefined>>();
const MATCH_LIMIT = 5000;

function findZone(
  zones: readonly ZoneRow[],
  countryCode: string,
  postcode: string | null | undefined,
  mode: ZoneQueryMode,
): ZoneMatch | undefined {
  const code = normalizePostcode(postcode);
  let best: ZoneMatch | undefined;
  for (const { zone, sequence, prefixes } of zonesOf(zones, countryCode.trim().toUpperCase())) {
    const prefix = mode === 'country' || prefixes.length === 0 ? '' : longestPrefix(prefixes, code);
    if (prefix === undefined) continue;
    if (!best || prefix.length > best.prefix.length) best = { zone, sequence, prefix };
  }
  return best;
}

function longestPrefix(prefixes: readonly string[], code: string): string | undefined {
  let out: string | undefined;
  for (const p of prefixes) if (code.startsWith(p) && (out === undefined || p.length > out.length)) out = p;
  return out;
}

/** Whether a list of zone names covers a zone (an empty list covers every zone). */
export const coversZone = (names: readonly string[], zoneName: string): boolean =>
  names.length === 0 || names.includes(zoneName);
