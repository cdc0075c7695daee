import { describe, expect, it } from 'vitest';
import { ZONES } from './pricing-test-kit.ts';
import { matchZone, normalizePostcode } from './zone-match.ts';

const zoneOf = (country: string, postcode?: string, mode?: 'postcode' | 'country') =>
  matchZone(ZONES, country, postcode, mode)?.zone.name;

describe('zone match', () => {
  it('takes the longest matching postcode prefix of the country', () => {
    expect(zoneOf('US', '90210')).toBe('US-LA'); // prefixes 9 and 90 match: 90 is longer
    expect(zoneOf('US', '91750')).toBe('US-LA');
    expect(zoneOf('US', '94105')).toBe('US-WEST'); // only 9 matches
    expect(zoneOf('US', '10001')).toBe('US'); // no prefix matches: the row without prefixes
    expect(zoneOf('us', '')).toBe('US');
    expect(zoneOf('FR', '75001')).toBe('EU');
  });
  it('ignores prefixes when the table queries zones by country', () => {
    expect(zoneOf('US', '90210', 'country')).toBe('US');
  });
  it('finds nothing for a country no zone covers', () => {
    expect(zoneOf('CN', '518000')).toBeUndefined();
  });
  it('compares postcodes without spaces, dashes and case', () => {
    expect(normalizePostcode(' sw1a-1aa ')).toBe('SW1A1AA');
    const uk = [
      { name: 'LONDON', timeliness: '', countryCodes: ['GB'], postcodePrefixes: ['SW1'], shippingNotice: '' },
    ];
    expect(matchZone(uk, 'GB', 'sw1a 1aa')?.zone.name).toBe('LONDON');
    expect(matchZone(uk, 'GB', 'E1 6AN')).toBeUndefined();
  });
});
