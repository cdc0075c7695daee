import { describe, expect, it } from 'vitest';
import { type PriceTableInput, priceTableSchema } from './price-schema.ts';
import { context, PRODUCT, priced, shipment, table, unitPrice, values } from './pricing-test-kit.ts';
import { quote } from './quote.ts';
import { pickWeightRange } from './weight-range.ts';

/** Worked examples: every attribute type, carry units, minimum charge weight — each checked by hand. */

const priceOf = (ranges: PriceTableInput['weightRanges'], kg: string, over = {}) =>
  values(quote(shipment(kg), [table({ weightRanges: ranges, ...over })], context()));

describe('attribute types', () => {
  it('unit price: quantity × price', () => {
    // 12.5 kg × 30.00 = 375.00
    const r = priced(quote(shipment('12.5'), [table()], context()));
    expect(r.lines[0]).toMatchObject({
      subject: 'freight',
      value: '375.00',
      formula: '12.5 kg × 30 = 375.00',
    });
    expect(r.total).toBe('375.00');
  });
  it('freight: the price of the whole range', () => {
    const ranges = [
      { endWeight: '10', attributeType: 'freight', price: '100' },
      { startWeight: '10', endWeight: '20', attributeType: 'freight', price: '180' },
    ] as const;
    // 12.5 kg lies in (10, 20] → 180.00; 10 kg lies in (0, 10] → 100.00 (the end is inclusive)
    expect(priceOf([...ranges], '12.5').freight).toBe('180.00');
    expect(priceOf([...ranges], '10').freight).toBe('100.00');
  });
  it('start and continue rows: start price + ⌈(w − first weight) ÷ unit⌉ × continue price', () => {
    const ranges = [
      { endWeight: '0.5', attributeType: 'start', price: '100' },
      { startWeight: '0.5', endWeight: '20', attributeType: 'continue', price: '20', continueUnit: '0.5' },
    ] as const;
    // 0.4 kg: start row → 100.00
    expect(priceOf([...ranges], '0.4').freight).toBe('100.00');
    // 3 kg: 100 + ⌈(3 − 0.5) ÷ 0.5⌉ × 20 = 100 + 5 × 20 = 200.00
    expect(priceOf([...ranges], '3').freight).toBe('200.00');
    // 3.1 kg: 100 + ⌈2.6 ÷ 0.5⌉ = ⌈5.2⌉ = 6 × 20 = 220.00
    expect(priceOf([...ranges], '3.1').freight).toBe('220.00');
    const r = priced(quote(shipment('3.1'), [table({ weightRanges: [...ranges] })], context()));
    expect(r.lines[0].formula).toBe('100 + ⌈(3.1 − 0.5) ÷ 0.5⌉ × 20 = 220.00');
  });
  it('start+continue on one row', () => {
    const ranges = [
      { attributeType: 'startContinue', firstWeight: '1', firstPrice: '50', continueUnit: '0.5', price: '8' },
    ] as const;
    // 2.3 kg: 50 + ⌈(2.3 − 1) ÷ 0.5⌉ × 8 = 50 + ⌈2.6⌉ × 8 = 50 + 24 = 74.00
    expect(priceOf([...ranges], '2.3').freight).toBe('74.00');
    // 0.8 kg: below the first weight → 50.00
    expect(priceOf([...ranges], '0.8').freight).toBe('50.00');
  });
  it('one price: the price of the range, no fuel charged on it', () => {
    const fuel = { fuel: { customFuelRate: '0.15' } };
    // one price 200 with a fuel rate of 15 %: still 200.00
    const one = priced(
      quote(
        shipment('12.5'),
        [table({ weightRanges: [{ attributeType: 'onePrice', price: '200' }], ...fuel })],
        context(),
      ),
    );
    expect(one.lines[0]).toMatchObject({
      value: '200.00',
      fuelSurchargeValue: '0.00',
      fuelSurchargeRate: null,
    });
    // freight 200 with 15 % fuel: 200 + 200 × 15 % = 230.00
    expect(priceOf([{ attributeType: 'freight', price: '200' }], '12.5', fuel).freight).toBe('230.00');
  });
  it('no range holding the weight: no price, with the reason', () => {
    const r = quote(
      shipment('25'),
      [table({ weightRanges: [{ endWeight: '20', attributeType: 'freight', price: '1' }] })],
      context(),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reasonText).toBe('Zone US has no weight range holding 25');
  });
  it('ranges of other zones are skipped', () => {
    const ranges: PriceTableInput['weightRanges'] = [
      { zones: ['EU'], attributeType: 'unitPrice', price: '10' },
      { zones: ['US'], attributeType: 'unitPrice', price: '20' },
    ];
    // zone US → 12.5 × 20 = 250.00
    expect(priceOf(ranges, '12.5').freight).toBe('250.00');
  });
  it('charges per piece or per cubic metre by the charge mode', () => {
    const two = shipment('1', { pieces: [{ actualWeight: '1' }, { actualWeight: '2' }] });
    // 2 pieces × 15 = 30.00
    expect(
      values(quote(two, [table({ chargeMode: 'piece', weightRanges: unitPrice('15') })], context())).freight,
    ).toBe('30.00');
    // 100 × 50 × 40 cm = 0.2 m³ × 800 = 160.00
    const box = shipment('5', { pieces: [{ actualWeight: '5', length: 100, width: 50, height: 40 }] });
    expect(
      values(quote(box, [table({ chargeMode: 'square', weightRanges: unitPrice('800') })], context()))
        .freight,
    ).toBe('160.00');
  });
});

describe('carry units and minimum charge weight', () => {
  it("a range's carry unit rounds the quantity up before pricing", () => {
    // 10.2 kg carried by 0.5 → 10.5 kg × 30 = 315.00
    expect(priceOf(unitPrice('30', { carryUnit: '0.5' }), '10.2').freight).toBe('315.00');
  });
  it("the product's carry unit rounds the charge weight up (weights.ts)", () => {
    const ctx = context({ products: { P1: { ...PRODUCT, carryUnit: '1' } } });
    // 10.2 kg carried by 1 → 11 kg × 30 = 330.00
    const r = priced(quote(shipment('10.2'), [table()], ctx));
    expect([r.chargeWeight, r.total]).toEqual(['11.000', '330.00']);
  });
  it('a channel carry rule for a weight band wins over the product unit', () => {
    const channels = {
      C1: {
        id: 'C1',
        weightConfig: {
          carryUnits: [{ startWeight: 0, endWeight: 20, unit: 0.5, type: 'chargeWeight' as const }],
        },
      },
    };
    const ctx = context({ products: { P1: { ...PRODUCT, carryUnit: '1' } }, channels });
    // 10.2 kg in (0, 20] carried by 0.5 → 10.5 kg × 30 = 315.00
    expect(priced(quote(shipment('10.2'), [table({ channelId: 'C1' })], ctx)).total).toBe('315.00');
  });
  it('the volume weight counts under the max rule', () => {
    // 50 × 40 × 30 ÷ 6000 = 10 kg > 8 kg actual → 10 kg × 30 = 300.00
    const s = shipment('8', { pieces: [{ actualWeight: '8', length: 50, width: 40, height: 30 }] });
    const r = priced(quote(s, [table()], context()));
    expect([r.volumeWeight, r.chargeWeight, r.total]).toEqual(['10.000', '10.000', '300.00']);
  });
  it('minimum charge weight per bill lifts the bill', () => {
    const ctx = context({ products: { P1: { ...PRODUCT, minChargeWeight: '5' } } });
    // 2 kg → minimum 5 kg × 30 = 150.00
    expect(priced(quote(shipment('2'), [table()], ctx)).total).toBe('150.00');
  });
  it('minimum charge weight per piece lifts each piece', () => {
    const channels = {
      C1: { id: 'C1', weightConfig: { minChargeWeight: 2, minChargeWeightPer: 'piece' as const } },
    };
    const s = shipment('1', { pieces: [{ actualWeight: '1' }, { actualWeight: '3' }] });
    // pieces 1 kg → 2 kg and 3 kg → 3 kg: 5 kg × 30 = 150.00 (per bill it would be 4 kg → 120.00)
    const r = priced(quote(s, [table({ channelId: 'C1' })], context({ channels })));
    expect([r.chargeWeight, r.total]).toEqual(['5.000', '150.00']);
  });
});

describe('range bounds', () => {
  const rows = (end: string) =>
    priceTableSchema.parse({
      id: 'b',
      kind: 'customer',
      productId: 'P1',
      effectiveFrom: '2026-01-01T00:00:00Z',
      weightRanges: [
        { endWeight: end, attributeType: 'freight', price: '1' },
        { startWeight: end, attributeType: 'freight', price: '2' },
      ],
    }).weightRanges;
  it('compares exactly, even where binary floats cannot tell the bounds apart', () => {
    // 10 and 10.0000000000000001 are the same float; as decimals 10 is inside (0, 10.0000000000000001]
    expect(pickWeightRange(rows('10.0000000000000001'), 'US', '10')?.price).toBe('1');
    expect(pickWeightRange(rows('9.9999999999999999'), 'US', '10')?.price).toBe('2');
    // the end is inclusive, the start exclusive
    expect(pickWeightRange(rows('10'), 'US', '10.000')?.price).toBe('1');
    expect(pickWeightRange(rows('10'), 'US', '10.001')?.price).toBe('2');
    expect(pickWeightRange(rows('10'), 'US', '0')?.price).toBe('1');
  });
});
