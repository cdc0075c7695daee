import { describe, expect, it } from 'vitest';
import { limitAmount, limitPeriodKey, limitShareLevel } from './limit-period.ts';

describe('limitPeriodKey (Asia/Shanghai)', () => {
  it('day and month follow the local date, not UTC', () => {
    const lateUtc = new Date('2026-11-30T16:30:00Z'); // 00:30 on 1 December in Shanghai
    expect(limitPeriodKey('day', lateUtc)).toBe('2026-12-01');
    expect(limitPeriodKey('month', lateUtc)).toBe('2026-12');
    const earlyUtc = new Date('2026-11-30T15:59:59Z'); // 23:59:59 on 30 November
    expect(limitPeriodKey('day', earlyUtc)).toBe('2026-11-30');
    expect(limitPeriodKey('month', earlyUtc)).toBe('2026-11');
  });

  it('weeks are ISO weeks (Monday first, the year of the Thursday)', () => {
    expect(limitPeriodKey('week', new Date('2026-11-28T04:00:00Z'))).toBe('2026-W48');
    // Sunday 29 Nov 23:00 local is still week 48; Monday 00:00 local starts week 49
    expect(limitPeriodKey('week', new Date('2026-11-29T15:00:00Z'))).toBe('2026-W48');
    expect(limitPeriodKey('week', new Date('2026-11-29T16:00:00Z'))).toBe('2026-W49');
    // 1 January 2027 is a Friday: it belongs to 2026's last week
    expect(limitPeriodKey('week', new Date('2027-01-01T04:00:00Z'))).toBe('2026-W53');
    // 29 December 2025 is a Monday: week 1 of 2026
    expect(limitPeriodKey('week', new Date('2025-12-29T04:00:00Z'))).toBe('2026-W01');
  });
});

describe('limitAmount', () => {
  const facts = { pieceCount: 3, chargeWeight: '12.345', squareNumber: '0.060' };
  it('counts by mode as decimal strings; a missing measure takes nothing', () => {
    expect(limitAmount('bill', facts)).toBe('1');
    expect(limitAmount('piece', facts)).toBe('3');
    expect(limitAmount('weight', facts)).toBe('12.345');
    expect(limitAmount('square', facts)).toBe('0.06');
    expect(limitAmount('weight', { ...facts, chargeWeight: null })).toBe('0');
  });
});

describe('limitShareLevel', () => {
  it('warns from 80 % and is full from 100 %', () => {
    expect(limitShareLevel('0.7999')).toBe('normal');
    expect(limitShareLevel('0.8')).toBe('warn');
    expect(limitShareLevel('0.9999')).toBe('warn');
    expect(limitShareLevel('1')).toBe('full');
    expect(limitShareLevel('1.2')).toBe('full');
  });
});
