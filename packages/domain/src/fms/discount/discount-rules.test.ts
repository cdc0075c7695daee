import { describe, expect, it } from 'vitest';
import {
  discountOfRow,
  discountRowIssue,
  negotiatedFee,
  normalizeDiscountRow,
  normalizeNegotiatePriceRow,
} from './discount-rules.ts';

const row = (over: Record<string, unknown>) => ({
  mode: 'discount',
  value: '0.85',
  effectiveFrom: '2026-11-01',
  effectiveTo: null,
  ...over,
});
const keyOf = (over: Record<string, unknown>) => discountRowIssue(row(over))?.failure.key;

describe('discount row rules', () => {
  it('a discount value is the share charged: more than 0, less than 1', () => {
    expect(keyOf({})).toBeUndefined();
    for (const value of ['0', '1', '1.2', '85']) expect(keyOf({ value })).toBe('discountShareRange');
  });

  it('reduction, unit reduction and fixed need a value above 0; free needs none', () => {
    for (const mode of ['reduction', 'unitReduction', 'fixed']) {
      expect(keyOf({ mode, value: '12.5' })).toBeUndefined();
      expect(keyOf({ mode, value: '0' })).toBe('discountValuePositive');
      expect(keyOf({ mode, value: null })).toBe('discountValueRequired');
      expect(discountRowIssue(row({ mode, value: '' }))?.field).toBe('value');
    }
    expect(keyOf({ mode: 'free', value: null })).toBeUndefined();
    expect(keyOf({ value: null })).toBe('discountValueRequired');
  });

  it('effective to after effective from', () => {
    expect(keyOf({ effectiveTo: '2026-11-01' })).toBe('pricingEffectiveRange');
    expect(keyOf({ effectiveTo: '2026-12-01' })).toBeUndefined();
  });

  it('subjects default to freight; free drops its value; the negotiated subject defaults to freight', () => {
    expect(normalizeDiscountRow({ mode: 'reduction', value: '5', subjects: [] })).toMatchObject({
      subjects: ['freight'],
      value: '5',
    });
    expect(normalizeDiscountRow({ mode: 'free', value: '5', subjects: ['remote', ' '] })).toMatchObject({
      subjects: ['remote'],
      value: null,
    });
    expect(normalizeNegotiatePriceRow({ subject: ' ' }).subject).toBe('freight');
    expect(normalizeNegotiatePriceRow({ subject: 'remote' }).subject).toBe('remote');
  });

  it('a stored row becomes the engine discount (dates at UTC midnight)', () => {
    expect(
      discountOfRow({
        id: 'd1',
        mode: 'reduction',
        value: '10.0000',
        subjects: ['freight'],
        customerIds: [],
        productIds: ['p1'],
        effectiveFrom: '2026-11-01',
        effectiveTo: null,
      }),
    ).toEqual({
      id: 'd1',
      mode: 'reduction',
      value: '10',
      subjects: ['freight'],
      customerIds: [],
      productIds: ['p1'],
      effectiveFrom: new Date('2026-11-01T00:00:00Z'),
      effectiveTo: null,
    });
  });
});

describe('negotiated fee', () => {
  const date = new Date('2026-11-20T00:00:00Z');
  const rates = [
    {
      currency: 'RMB',
      foreignCurrency: 'USD',
      value: '7.1',
      lossRate: '0.01',
      effectiveFrom: new Date('2026-11-01'),
    },
  ];

  it('in local currency: rate 1', () => {
    expect(
      negotiatedFee({ value: '300', currency: 'RMB', reason: 'agreed' }, [], date, 'RMB', 'en-US'),
    ).toEqual({
      value: '300.00',
      currency: 'RMB',
      exchangeRate: '1.000000',
      conversionValue: '300.00',
      formula: 'negotiated 300.00 RMB: agreed',
      calErrorMsg: null,
    });
  });

  it('in a foreign currency: converted with the loss tolerance (7.1 × 1.01 = 7.171; 40 × 7.171 = 286.84)', () => {
    const fee = negotiatedFee({ value: '40', currency: 'usd' }, rates, date, 'RMB', 'en-US');
    expect(fee).toMatchObject({
      value: '40.00',
      currency: 'USD',
      conversionValue: '286.84',
      calErrorMsg: null,
    });
    expect(fee.formula).toBe('negotiated 40.00 USD');
  });

  it('without a rate the line says why', () => {
    const fee = negotiatedFee({ value: '40', currency: 'EUR' }, rates, date, 'RMB', 'en-US');
    expect(fee.calErrorMsg).toBeTruthy();
    expect(fee.conversionValue).toBe('0.00');
  });
});
