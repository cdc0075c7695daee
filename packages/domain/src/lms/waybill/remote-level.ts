/**
 * The remote level of a recipient address from the remote-area library (basic data `remoteArea`):
 * a row matches by postcode (one postcode or a range; a single postcode also matches as a prefix,
 * e.g. "99" covers "99501") or, when it has no postcode, by city. The highest level of the
 * matching rows wins; 0 when none matches (not remote).
 */
export type RemoteAreaRow = {
  city: string | null;
  postcodeFrom: string | null;
  postcodeTo: string | null;
  remoteLevel: number;
};

export type RemoteAddress = { postcode?: string | null; city?: string | null };

/** Postcodes compared without spaces and dashes, upper case. */
export function normalisePostcode(postcode: string): string {
  return postcode.replace(/[\s-]/g, '').toUpperCase();
}

const isDigits = (s: string) => /^\d+$/.test(s);

/** Compares two postcodes: as numbers when both are digits of the same length, else as text. */
function comparePostcodes(a: string, b: string): number {
  if (isDigits(a) && isDigits(b) && a.length === b.length) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a postcode is the row's postcode (or starts with it) or lies within its range. */
export function postcodeMatches(postcode: string, from: string, to: string | null): boolean {
  const pc = normalisePostcode(postcode);
  const lo = normalisePostcode(from);
  if (!pc || !lo) return false;
  if (!to?.trim()) return pc.startsWith(lo);
  const hi = normalisePostcode(to);
  const head = pc.slice(0, Math.max(lo.length, hi.length));
  return comparePostcodes(head, lo) >= 0 && comparePostcodes(head, hi) <= 0;
}

function rowMatches(row: RemoteAreaRow, address: RemoteAddress): boolean {
  if (row.postcodeFrom?.trim()) {
    return Boolean(address.postcode) && postcodeMatches(address.postcode!, row.postcodeFrom, row.postcodeTo);
  }
  const city = address.city?.trim().toLowerCase();
  return Boolean(city && row.city?.trim().toLowerCase() === city);
}

/** The highest remote level among the rows matching the address; 0 when none does. */
export function remoteLevelOf(rows: readonly RemoteAreaRow[], address: RemoteAddress): number {
  return rows.reduce(
    (level, row) => (rowMatches(row, address) ? Math.max(level, row.remoteLevel) : level),
    0,
  );
}
