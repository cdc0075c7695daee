import { describe, expect, it } from 'vitest';
import { refundFits } from './charge-bill.ts';

describe('refundFits (the refund dialog’s check)', () => {
  it('takes a positive value up to the unmatched amount, exactly in decimals', () => {
    expect(refundFits('620.00', '620')).toBe(true);
    expect(refundFits('0.01', '620.00')).toBe(true);
    expect(refundFits('620.01', '620.00')).toBe(false);
    expect(refundFits('0', '620.00')).toBe(false);
    expect(refundFits('0.3', '0.1')).toBe(false);
    expect(refundFits('0.30', '0.3')).toBe(true);
  });
});
