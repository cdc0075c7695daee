/**
 * The postcode as the destination country writes it (the executor's "format the postcode" action):
 * upper case, spaces and dashes where the country puts them. A postcode that does not fit its
 * country's pattern, or of a country without one, is only trimmed, its inner spaces collapsed and
 * upper-cased, so nothing is ever lost.
 */
type CountryFormat = (compact: string) => string | null;

const digits = (s: string) => s.replace(/[\s-]/g, '');

const FORMATS: Readonly<Record<string, CountryFormat>> = {
  // ZIP or ZIP+4
  US: (c) => {
    const d = digits(c);
    if (/^\d{5}$/.test(d)) return d;
    if (/^\d{9}$/.test(d)) return `${d.slice(0, 5)}-${d.slice(5)}`;
    return null;
  },
  // outward code, a space, inward code (digit + two letters)
  GB: (c) => {
    const d = digits(c);
    return /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(d) ? `${d.slice(0, -3)} ${d.slice(-3)}` : null;
  },
  CA: (c) => {
    const d = digits(c);
    return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(d) ? `${d.slice(0, 3)} ${d.slice(3)}` : null;
  },
  NL: (c) => {
    const d = digits(c);
    return /^\d{4}[A-Z]{2}$/.test(d) ? `${d.slice(0, 4)} ${d.slice(4)}` : null;
  },
  BR: (c) => {
    const d = digits(c);
    return /^\d{8}$/.test(d) ? `${d.slice(0, 5)}-${d.slice(5)}` : null;
  },
  JP: (c) => {
    const d = digits(c);
    return /^\d{7}$/.test(d) ? `${d.slice(0, 3)}-${d.slice(3)}` : null;
  },
  PL: (c) => {
    const d = digits(c);
    return /^\d{5}$/.test(d) ? `${d.slice(0, 2)}-${d.slice(2)}` : null;
  },
  DE: (c) => {
    const d = digits(c);
    return /^\d{5}$/.test(d) ? d : null;
  },
};

/** Countries with a format of their own (others are trimmed and upper-cased). */
export const POSTCODE_FORMAT_COUNTRIES = Object.keys(FORMATS);

export function formatPostcode(countryCode: string | null | undefined, postcode: string): string {
  const plain = postcode.trim().replace(/\s+/g, ' ').toUpperCase();
  const format = FORMATS[(countryCode ?? '').trim().toUpperCase()];
  return format?.(plain) ?? plain;
}
