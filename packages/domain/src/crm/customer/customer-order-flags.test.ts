import { describe, expect, it } from 'vitest';
import {
  localDate,
  localDayBounds,
  makeDocumentRemaining,
  nextDay,
  SHIPPING_CUT_OFF_PATTERN,
  shipDateOf,
} from './customer-order-flags.ts';

describe('customer order flags', () => {
  it('dates an order after the cut-off for the next day, on the company clock', () => {
    // 09:29 UTC is 17:29 in Shanghai
    expect(shipDateOf(new Date('2026-11-28T09:29:00Z'), '17:30')).toEqual({
      shipDate: '2026-11-28',
      afterCutOff: false,
    });
    expect(shipDateOf(new Date('2026-11-28T09:30:59Z'), '17:30').afterCutOff).toBe(false);
    expect(shipDateOf(new Date('2026-11-28T09:31:00Z'), '17:30')).toEqual({
      shipDate: '2026-11-29',
      afterCutOff: true,
    });
    // 16:30 UTC is already the next local day
    expect(shipDateOf(new Date('2026-11-28T16:30:00Z'), '17:30').shipDate).toBe('2026-11-29');
    expect(shipDateOf(new Date('2026-11-28T15:59:00Z'), null)).toEqual({
      shipDate: '2026-11-28',
      afterCutOff: false,
    });
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
  it('counts the limit within the local day', () => {
    const { from, to } = localDayBounds(new Date('2026-11-28T17:00:00Z'));
    expect(from.toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(localDate(new Date('2026-11-28T16:00:00Z'))).toBe('2026-11-29');
    expect(localDayBounds(new Date('2026-03-08T12:00:00Z'), 'America/New_York').from.toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(makeDocumentRemaining(10, 4)).toBe(6);
    expect(makeDocumentRemaining(3, 5)).toBe(0);
    expect(makeDocumentRemaining(null, 5)).toBeNull();
  });
  it('takes cut-offs as HH:mm', () => {
    const re = new RegExp(`^${SHIPPING_CUT_OFF_PATTERN}$`);
    expect(['17:30', '00:00', '23:59'].every((v) => re.test(v))).toBe(true);
    expect(['24:00', '7:30', '17:3', '17:30:00'].some((v) => re.test(v))).toBe(false);
  });
});
