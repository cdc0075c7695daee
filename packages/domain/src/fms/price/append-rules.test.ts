import { describe, expect, it } from 'vitest';
import type { PriceTableInput } from './price-schema.ts';
import { context, priced, shipment, table } from './pricing-test-kit.ts';
import { quote } from './quote.ts';

/**
 * Worked examples of append-price rules on freight 12.5 kg × 30 = 375.00 and a remote surcharge of
 * 25.00 (no fuel): the lines sum to 400.00 before the rules.
 */

const surcharges = [{ subject: 'remote', formula: '25' }];
const appended = (rules: PriceTableInput['appendRules'], over: Parameters<typeof shipment>[1] = {}) =>
  priced(quote(shipment('12.5', over), [table({ surcharges, appendRules: rules })], context()))
    .lines.filter((x) => x.subject === 'appendPrice')
    .map((x) => [x.value, x.formula]);

describe('append-price rule modes', () => {
  it('percent of the merged subjects (all-merge)', () => {
    // (375 + 25) × 10 % = 40.00
    expect(appended([{ mode: 'percent', value: '0.1' }])).toEqual([['40.00', 'all 400.00 × 10% = 40.00']]);
  });
  it('unit price: charge weight × value', () => {
    // 12.5 kg × 2 = 25.00
    expect(appended([{ mode: 'unitPrice', value: '2' }])).toEqual([['25.00', '12.5 kg × 2 = 25.00']]);
  });
  it('fixed value', () => {
    expect(appended([{ mode: 'fixed', value: '8.8' }])).toEqual([['8.80', 'all: 8.8 = 8.80']]);
  });
  it('custom formula with the base', () => {
    // max(400 × 0.05, 15) = max(20, 15) = 20.00
    expect(appended([{ mode: 'custom', formula: 'max(base * 0.05, 15)' }])).toEqual([
      ['20.00', 'max(400 × 0.05, 15) = 20.00'],
    ]);
    // a broken formula is reported on its line
    const r = priced(
      quote(shipment('12.5'), [table({ appendRules: [{ mode: 'custom', formula: 'base * x' }] })], context()),
    );
    expect(r.lines[1]).toMatchObject({
      subject: 'appendPrice',
      value: '0.00',
      calErrorMsg: 'Unknown variable in formula: x',
    });
  });
});

describe('append-price subject rules', () => {
  it('detail: one line per subject', () => {
    // freight 375 × 10 % = 37.50; remote 25 × 10 % = 2.50
    expect(appended([{ subjectRule: 'detail', mode: 'percent', value: '0.1' }])).toEqual([
      ['37.50', 'freight 375.00 × 10% = 37.50'],
      ['2.50', 'remote 25.00 × 10% = 2.50'],
    ]);
  });
  it('include: only the listed subjects, merged', () => {
    // remote 25 × 20 % = 5.00
    expect(
      appended([{ subjectRule: 'include', subjects: ['remote'], mode: 'percent', value: '0.2' }]),
    ).toEqual([['5.00', 'remote 25.00 × 20% = 5.00']]);
  });
  it('exclude: every subject but the listed ones, merged', () => {
    // freight 375 × 20 % = 75.00
    expect(
      appended([{ subjectRule: 'exclude', subjects: ['remote'], mode: 'percent', value: '0.2' }]),
    ).toEqual([['75.00', 'all − remote 375.00 × 20% = 75.00']]);
  });
});

describe('append-price conditions', () => {
  const rule = { mode: 'fixed', value: '5' } as const;
  it('apply only when package type, goods types, weight range, zones and country hold', () => {
    expect(appended([{ ...rule, countryCodes: ['DE'] }])).toEqual([]);
    expect(appended([{ ...rule, countryCodes: ['us'] }])).toHaveLength(1);
    expect(appended([{ ...rule, packageType: 'document' }], { packageType: 'parcel' })).toEqual([]);
    expect(appended([{ ...rule, packageType: 'document' }], { packageType: 'document' })).toHaveLength(1);
    expect(appended([{ ...rule, goodsTypes: ['battery'] }])).toEqual([]);
    expect(appended([{ ...rule, goodsTypes: ['battery'] }], { goodsTypes: ['battery'] })).toHaveLength(1);
    expect(appended([{ ...rule, startWeight: '20' }])).toEqual([]);
    expect(appended([{ ...rule, startWeight: '10', endWeight: '20' }])).toHaveLength(1);
    expect(appended([{ ...rule, zones: ['EU'] }])).toEqual([]);
    expect(appended([{ ...rule, zones: ['US'] }])).toHaveLength(1);
  });
});
