import type { ZoneRow } from '../entities/product/zone.entity.ts';

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

export function matchZone(
  zones: readonly ZoneRow[],
  countryCode: string,
  postcode?: string | null,
  mode: ZoneQueryMode = 'postcode',
): ZoneMatch | undefined {
  const country = countryCode.trim().toUpperCase();
  const code = normalizePostcode(postcode);
  let best: ZoneMatch | undefined;
  zones.forEach((zone, i) => {
    if (!zone.countryCodes.some((c) => c.trim().toUpperCase() === country)) return;
    const prefixes = mode === 'postcode' ? zone.postcodePrefixes.map(normalizePostcode).filter(Boolean) : [];
    const prefix = prefixes.length === 0 ? '' : longestPrefix(prefixes, code);
    if (prefix === undefined) return;
    if (!best || prefix.length > best.prefix.length) best = { zone, sequence: i + 1, prefix };
  });
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
