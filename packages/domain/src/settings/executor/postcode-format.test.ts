import { describe, expect, it } from 'vitest';
import { formatPostcode } from './postcode-format.ts';

describe('formatPostcode', () => {
  it.each([
    ['US', '10001', '10001'],
    ['US', ' 100011234 ', '10001-1234'],
    ['US', '10001 1234', '10001-1234'],
    ['US', '10001-1234', '10001-1234'],
    ['US', '1000', '1000'],
    ['us', 'abc12', 'ABC12'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'SW1A 1AA', 'SW1A 1AA'],
    ['GB', 'm11ae', 'M1 1AE'],
    ['GB', 'b338th', 'B33 8TH'],
    ['GB', 'cr26xh', 'CR2 6XH'],
    ['GB', 'dn551pt', 'DN55 1PT'],
    ['GB', 'not a code', 'NOT A CODE'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'K1A-0B1', 'K1A 0B1'],
    ['CA', 'K1A0B', 'K1A0B'],
    ['NL', '1234ab', '1234 AB'],
    ['BR', '01310100', '01310-100'],
    ['JP', '1000001', '100-0001'],
    ['PL', '00950', '00-950'],
    ['DE', ' 10115 ', '10115'],
    ['FR', ' 75001 ', '75001'],
    ['SE', '114  55', '114 55'],
    ['', ' ab 12 ', 'AB 12'],
    [null, 'x1', 'X1'],
  ])('%s %s → %s', (country, postcode, expected) => {
    expect(formatPostcode(country, postcode)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const [c, p] of [
      ['US', '100011234'],
      ['GB', 'sw1a1aa'],
      ['CA', 'k1a0b1'],
      ['XX', ' a  b '],
    ] as const) {
      const once = formatPostcode(c, p);
      expect(formatPostcode(c, once)).toBe(once);
    }
  });
});
