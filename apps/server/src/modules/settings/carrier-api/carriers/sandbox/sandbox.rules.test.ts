import { describe, expect, it } from 'vitest';
import { checkDigit, sandboxTrackNo, simulatedFailure, validTrackNo } from './sandbox.rules.ts';

describe('sandbox rules', () => {
  it('makes the same track number from the same reference and key, with a valid check digit', () => {
    const a = sandboxTrackNo('FD1', 'k1');
    expect(sandboxTrackNo('FD1', 'k1')).toBe(a);
    expect(sandboxTrackNo('FD1', 'k2')).not.toBe(a);
    expect(a).toMatch(/^SB\d{11}$/);
    expect(validTrackNo(a)).toBe(true);
    const wrong = `${a.slice(0, -1)}${(Number(a.at(-1)) + 1) % 10}`;
    expect(validTrackNo(wrong)).toBe(false);
    expect(checkDigit('0000000000')).toBe(0);
  });

  it('fails by the hash of the key: rate 0 never, rate 1 always, the same key the same way', () => {
    const keys = Array.from({ length: 200 }, (_, i) => `k${i}`);
    expect(keys.some((k) => simulatedFailure('shipments', k, 0))).toBe(false);
    expect(keys.every((k) => simulatedFailure('shipments', k, 1))).toBe(true);
    const half = keys.filter((k) => simulatedFailure('shipments', k, 0.5)).length;
    expect(half).toBeGreaterThan(60);
    expect(half).toBeLessThan(140);
    expect(keys.map((k) => simulatedFailure('shipments', k, 0.3))).toEqual(
      keys.map((k) => simulatedFailure('shipments', k, 0.3)),
    );
  });
});
