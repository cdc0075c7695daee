import { describe, expect, it } from 'vitest';
import {
  checkDigit,
  sandboxEvents,
  sandboxHourMs,
  sandboxTrackNo,
  simulatedFailure,
  validTrackNo,
} from './sandbox.rules.ts';
import { testShipment } from './sandbox.test-kit.ts';

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

describe('the sandbox hour', () => {
  const shipment = testShipment();
  const shippedAt = new Date('2026-11-28T08:00:00.000Z');
  const at = (ms: number) => new Date(shippedAt.getTime() + ms);

  it('lets a configured hour pass in milliseconds; a missing or bad value is a real hour', () => {
    expect(sandboxHourMs('1000')).toBe(1000);
    for (const bad of [undefined, '', '0', '-5', '1.5', 'x', '3600001'])
      expect(sandboxHourMs(bad)).toBe(3_600_000);
    const s = { shippedAt, cancelledAt: null, shipment };
    expect(sandboxEvents(s, at(2_500), 1000).map((e) => e.status)).toEqual(['pickUp']);
    expect(sandboxEvents(s, at(2_500)).map((e) => e.status)).toEqual([]);
    expect(sandboxEvents(s, at(60_000), 1000).map((e) => e.status)).toEqual([
      'pickUp',
      'inTransit',
      'inTransit',
      'outForDelivery',
      'delivered',
    ]);
  });
});
