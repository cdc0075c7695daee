import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  applyWeightRule,
  carryByRules,
  carryUp,
  chargeableWeight,
  shareWeight,
  volumeWeight,
  type WeightSettings,
} from './weights.ts';

const MAX_6000: WeightSettings = { weightRule: 'max', volumeDivisor: 6000 };

describe('volume weight', () => {
  it('is L × W × H ÷ divisor to 3 decimals, half up', () => {
    // 50 × 40 × 30 = 60 000 cm³ ÷ 6000 = 10.000 kg
    expect(volumeWeight({ length: '50', width: '40', height: '30' }, 6000)).toBe('10.000');
    // 33 × 27 × 19 = 16 929 ÷ 5000 = 3.3858 → 3.386
    expect(volumeWeight({ length: 33, width: 27, height: 19 }, 5000)).toBe('3.386');
    // 10.5 × 10.5 × 10.5 = 1157.625 ÷ 6000 = 0.19293750 → 0.193
    expect(volumeWeight({ length: '10.5', width: '10.5', height: '10.5' }, 6000)).toBe('0.193');
  });
  it('is 0 without a full size', () => {
    expect(volumeWeight({ length: '50', width: '40' }, 6000)).toBe('0.000');
  });
  it('does not suffer binary floating point', () => {
    // 0.1 × 0.2 × 0.3 ÷ 1 is exactly 0.006 in decimal; binary floats give 0.006000000000000001
    expect(volumeWeight({ length: '0.1', width: '0.2', height: '0.3' }, 1)).toBe('0.006');
    expect(0.1 * 0.2 * 0.3).not.toBe(0.006);
  });
});

describe('weight rules', () => {
  it('picks actual, volume or the greater', () => {
    expect(applyWeightRule('actual', '12.4', '15')).toBe('12.400');
    expect(applyWeightRule('volume', '12.4', '15')).toBe('15.000');
    expect(applyWeightRule('max', '12.4', '15')).toBe('15.000');
    expect(applyWeightRule('max', '16', '15')).toBe('16.000');
  });
  it('divides the bubble: actual + (volume − actual) × (1 − percentage)', () => {
    // 10 + (20 − 10) × (1 − 0.3) = 10 + 7 = 17
    expect(applyWeightRule('divide', '10', '20', '0.3')).toBe('17.000');
    // no bubble: the actual weight
    expect(applyWeightRule('divide', '20', '10', '0.3')).toBe('20.000');
    // no percentage: the volume weight
    expect(applyWeightRule('divide', '10', '20')).toBe('20.000');
  });
});

describe('carry', () => {
  it('rounds up to the next multiple of the unit', () => {
    expect(carryUp('10.2', '0.5')).toBe('10.500');
    expect(carryUp('10.5', '0.5')).toBe('10.500');
    expect(carryUp('10.501', '0.5')).toBe('11.000');
    expect(carryUp('21.1', '1')).toBe('22.000');
    expect(carryUp('3.14', 0)).toBe('3.140');
  });
  it('uses the rule whose range (start, end] holds the weight, else the fallback', () => {
    const rules = [
      { startWeight: 0, endWeight: 21, unit: 0.5, type: 'chargeWeight' as const },
      { startWeight: 21, endWeight: 99999, unit: 1, type: 'chargeWeight' as const },
    ];
    expect(carryByRules('20.2', 'chargeWeight', rules)).toBe('20.500');
    expect(carryByRules('21', 'chargeWeight', rules)).toBe('21.000');
    expect(carryByRules('21.2', 'chargeWeight', rules)).toBe('22.000');
    expect(carryByRules('21.2', 'actualWeight', rules, '0.1')).toBe('21.200');
  });
});

describe('chargeable weight of a waybill', () => {
  it('sums pieces and applies the rule over the bill', () => {
    // piece 1: 8 kg, 50×40×30 → 10 kg volume; piece 2: 3 kg, 20×20×20 = 8000 ÷ 6000 = 1.333
    // actual 11, volume 11.333, max → 11.333, product carry 0.5 → 11.5
    const w = chargeableWeight(
      [
        { actualWeight: '8', length: '50', width: '40', height: '30' },
        { actualWeight: '3', length: '20', width: '20', height: '20' },
      ],
      { ...MAX_6000, carryUnit: '0.5' },
    );
    expect(w).toMatchObject({ actualWeight: '11.000', volumeWeight: '11.333', chargeWeight: '11.500' });
    // (60 000 + 8000) cm³ = 0.068 m³
    expect(w.squareNumber).toBe('0.068000');
    expect(w.pieces.map((p) => p.chargeWeight)).toEqual(['10.000', '3.000']);
  });

  it('charges per piece when the minimum is per piece', () => {
    // pieces charge max(8, 10) = 10 and max(3, 1.333) = 3 → minimum 5 per piece → 10 + 5 = 15
    const w = chargeableWeight(
      [
        { actualWeight: '8', length: '50', width: '40', height: '30' },
        { actualWeight: '3', length: '20', width: '20', height: '20' },
      ],
      { ...MAX_6000, minChargeWeight: '5', minChargeWeightPer: 'piece' },
    );
    expect(w.chargeWeight).toBe('15.000');
  });

  it('lifts a light bill to the minimum per bill', () => {
    // 0.3 kg, 10×10×10 → 0.167; max 0.3, minimum 0.5
    const w = chargeableWeight([{ actualWeight: '0.3', length: 10, width: 10, height: 10 }], {
      ...MAX_6000,
      minChargeWeight: '0.5',
    });
    expect(w.chargeWeight).toBe('0.500');
  });

  it('uses the channel fixed size for a piece without one', () => {
    // 40×30×20 = 24 000 ÷ 6000 = 4 kg volume over 2 kg actual
    const w = chargeableWeight([{ actualWeight: '2' }], {
      ...MAX_6000,
      fixedLength: 40,
      fixedWidth: 30,
      fixedHeight: 20,
    });
    expect(w).toMatchObject({ volumeWeight: '4.000', chargeWeight: '4.000' });
  });

  it('applies the divide rule with piece carry rules', () => {
    // piece volume 60 000 ÷ 5000 = 12; actual 7.2 carried by 1 → 8; divide 50 %: 8 + (12 − 8) × 0.5 = 10
    const w = chargeableWeight([{ actualWeight: '7.2', length: 50, width: 40, height: 30 }], {
      weightRule: 'divide',
      volumeDivisor: 5000,
      divideWeightPercentage: '0.5',
      carryRules: [{ startWeight: 0, endWeight: 100, unit: 1, type: 'pieceActualWeight' }],
    });
    expect(w).toMatchObject({ actualWeight: '8.000', volumeWeight: '12.000', chargeWeight: '10.000' });
  });
});

describe('weight sharing', () => {
  it('shares to 3 decimals with the remainder on the last piece', () => {
    // 10 ÷ 3 = 3.333…: 3.333 + 3.333 + 3.334 = 10
    expect(shareWeight('10', 3)).toEqual(['3.333', '3.333', '3.334']);
    // 1 ÷ 7 = 0.142857…: six times 0.142 = 0.852, last 0.148
    expect(shareWeight(1, 7)).toEqual(['0.142', '0.142', '0.142', '0.142', '0.142', '0.142', '0.148']);
    expect(shareWeight('9', [{}, {}, {}])).toEqual(['3.000', '3.000', '3.000']);
  });
  it('always adds up to the total', () => {
    for (const [total, n] of [
      ['100.001', 6],
      ['0.005', 4],
      ['999.999', 13],
    ] as const) {
      const parts = shareWeight(total, n);
      expect(parts).toHaveLength(n);
      expect(parts.reduce((t, p) => t.plus(p), new Decimal(0)).toFixed(3)).toBe(
        new Decimal(total).toFixed(3),
      );
    }
  });
  it('gives one piece everything and no pieces nothing', () => {
    expect(shareWeight('5.5', 1)).toEqual(['5.500']);
    expect(shareWeight('5.5', 0)).toEqual([]);
  });
});
