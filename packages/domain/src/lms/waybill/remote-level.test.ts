import { describe, expect, it } from 'vitest';
import { postcodeMatches, type RemoteAreaRow, remoteLevelOf } from './remote-level.ts';

const row = (over: Partial<RemoteAreaRow>): RemoteAreaRow => ({
  city: null,
  postcodeFrom: null,
  postcodeTo: null,
  remoteLevel: 1,
  ...over,
});

describe('remote level of a recipient address', () => {
  it('a single postcode matches itself and as a prefix, ignoring spaces, dashes and case', () => {
    expect(postcodeMatches('99501', '99', null)).toBe(true);
    expect(postcodeMatches('sw1a 1aa', 'SW1A1AA', '')).toBe(true);
    expect(postcodeMatches('98501', '99', null)).toBe(false);
  });

  it('a range holds its ends and what lies between; numbers compare as numbers', () => {
    expect(postcodeMatches('10000', '10000', '10999')).toBe(true);
    expect(postcodeMatches('10999', '10000', '10999')).toBe(true);
    expect(postcodeMatches('10500', '10000', '10999')).toBe(true);
    expect(postcodeMatches('11000', '10000', '10999')).toBe(false);
    expect(postcodeMatches('09999', '10000', '10999')).toBe(false);
    // a range of prefixes: the postcode's first digits decide
    expect(postcodeMatches('96799', '967', '968')).toBe(true);
    expect(postcodeMatches('96900', '967', '968')).toBe(false);
  });

  it('a row without postcode matches by city; the highest matching level wins; none → 0', () => {
    const rows = [
      row({ postcodeFrom: '995', postcodeTo: '999', remoteLevel: 2 }),
      row({ city: 'Juneau', remoteLevel: 3 }),
      row({ postcodeFrom: '99801', remoteLevel: 1 }),
    ];
    expect(remoteLevelOf(rows, { postcode: '99801', city: 'Juneau' })).toBe(3);
    expect(remoteLevelOf(rows, { postcode: '99801', city: 'Other' })).toBe(2);
    expect(remoteLevelOf(rows, { postcode: '10001', city: 'New York' })).toBe(0);
    expect(remoteLevelOf(rows, { city: ' juneau ' })).toBe(3);
    expect(remoteLevelOf([], { postcode: '99801' })).toBe(0);
  });
});
