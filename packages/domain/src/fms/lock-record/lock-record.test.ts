import { describe, expect, it } from 'vitest';
import { accountingMonth, monthStart, nextOpenMonth, previousMonth, recentMonths } from './lock-record.ts';

describe('accounting months (company time)', () => {
  it('starts a month at midnight in Shanghai and steps across years', () => {
    expect(monthStart('2026-02').toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(accountingMonth(monthStart('2026-02'))).toBe('2026-02');
    expect(accountingMonth(new Date(monthStart('2026-02').getTime() - 1))).toBe('2026-01');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(recentMonths('2026-02-10T00:00:00Z', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('carries over to the first month after that is not locked', () => {
    expect(nextOpenMonth('2025-12', new Set(['2025-12', '2026-01']))).toBe('2026-02');
    expect(nextOpenMonth('2026-03', new Set())).toBe('2026-04');
  });
});
