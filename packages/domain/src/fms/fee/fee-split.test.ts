import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitAmount, splitBasisOf } from './fee-split.ts';

describe('splitAmount', () => {
  it('splits in proportion, to the cent, the remainder on the last', () => {
    // 100 over 1 : 1 : 1 → 33.33, 33.33, 33.34
    expect(splitAmount('100', ['1', '1', '1'])).toEqual(['33.33', '33.33', '33.34']);
    // 50 over 12.5 kg and 7.5 kg → 31.25, 18.75 (exact)
    expect(splitAmount('50', ['12.5', '7.5'])).toEqual(['31.25', '18.75']);
    // 10 over 3, 3, 1 → 4.28 (4.2857 cut), 4.28, 1.44
    expect(splitAmount('10', ['3', '3', '1'])).toEqual(['4.28', '4.28', '1.44']);
  });

  it('handles a negative amount (a credit) symmetrically', () => {
    expect(splitAmount('-100', ['1', '1', '1'])).toEqual(['-33.33', '-33.33', '-33.34']);
  });

  it('gives nothing to a waybill of basis 0, and refuses when all bases are 0', () => {
    expect(splitAmount('9.99', ['0', '2'])).toEqual(['0.00', '9.99']);
    expect(splitAmount('10', ['0', '0'])).toBeNull();
    expect(splitAmount('10', [])).toBeNull();
  });

  it('the shares always add up to the amount, none of them negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 40 }),
        (cents, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const amount = new Decimal(cents).dividedBy(100);
          const bases = weights.map((w) => new Decimal(w).dividedBy(1000).toString());
          const shares = splitAmount(amount.toString(), bases)!;
          const sum = shares.reduce((s, x) => s.plus(x), new Decimal(0));
          expect(sum.toFixed(2)).toBe(amount.toFixed(2));
          for (const s of shares) expect(new Decimal(s).gte(0)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('splitBasisOf', () => {
  const w = {
    receivableRealChargeWeight: '12.500',
    orderChargeWeight: '10.000',
    sendChargeWeight: null,
    receiveActualWeight: '11.000',
    receiveVolumeWeight: '12.000',
    receiveSquareNumber: '0.072000',
    pieceCount: 3,
  };
  it('reads the received value, falling back to the ordered or receivable one', () => {
    expect(splitBasisOf(w, 'receivableRealChargeWeight').toString()).toBe('12.5');
    expect(splitBasisOf(w, 'endRealChargeWeight').toString()).toBe('12.5');
    expect(splitBasisOf({ ...w, sendChargeWeight: '13' }, 'endRealChargeWeight').toString()).toBe('13');
    expect(splitBasisOf(w, 'actualWeight').toString()).toBe('11');
    expect(splitBasisOf(w, 'volumeWeight').toString()).toBe('12');
    expect(splitBasisOf(w, 'squareNumber').toString()).toBe('0.072');
    expect(splitBasisOf(w, 'bill').toString()).toBe('1');
    expect(splitBasisOf(w, 'piece').toString()).toBe('3');
    expect(splitBasisOf({ orderChargeWeight: '10' }, 'receivableRealChargeWeight').toString()).toBe('10');
  });
});
