import { describe, expect, it } from 'vitest';
import { writeOffAmountProblem } from '../write-off/write-off.ts';
import { billPeriodDays, billPeriodEnd, billPeriodText } from './bill-period.ts';

describe('bill period as people read it', () => {
  it('shows [from, to) with its last day and turns a last day back into the exclusive end', () => {
    expect(billPeriodDays('2026-01-01', '2026-02-01')).toEqual(['2026-01-01', '2026-01-31']);
    expect(billPeriodText('2024-02-01', '2024-03-01')).toBe('2024-02-01 – 2024-02-29');
    expect(billPeriodEnd('2026-12-31')).toBe('2027-01-01');
    expect(billPeriodEnd('2024-02-28')).toBe('2024-02-29');
  });
});

describe('write-off amount from a bill', () => {
  it('takes an amount above 0 up to what the bill still owes, exactly', () => {
    expect(writeOffAmountProblem('135.00', '135.00')).toBeNull();
    expect(writeOffAmountProblem('0.1', '0.10')).toBeNull();
    expect(writeOffAmountProblem('135.01', '135.00')).toBe('overUnwritten');
    expect(writeOffAmountProblem('0', '135.00')).toBe('notPositive');
    expect(writeOffAmountProblem('-1', '135.00')).toBe('notPositive');
    expect(writeOffAmountProblem('abc', '135.00')).toBe('notPositive');
    expect(writeOffAmountProblem('', '135.00')).toBe('notPositive');
  });
});
