import { describe, expect, it } from 'vitest';
import { fuelRateSchema, type PriceTableInput } from './price-schema.ts';
import { context, priced, shipment, table, values } from './pricing-test-kit.ts';
import { quote } from './quote.ts';

/** Worked examples: fuel on freight and fuel-included surcharges, surcharge limits, special freight, service fees. */

const FUEL = [
  fuelRateSchema.parse({ productId: 'P1', month: '2026-11', rate: '0.15' }),
  fuelRateSchema.parse({ productId: 'P1', month: '2026-10', rate: '0.30' }),
];

describe('fuel', () => {
  it("charges the month's fuel rate of the product on the freight", () => {
    // 12.5 kg × 30 = 375.00; fuel 375.00 × 15 % = 56.25; value 431.25
    const r = priced(quote(shipment('12.5'), [table()], context({ fuelRates: FUEL })));
    expect(r.lines[0]).toMatchObject({
      originalValue: '375.00',
      fuelSurchargeRate: '0.15',
      fuelSurchargeValue: '56.25',
      value: '431.25',
      formula: '12.5 kg × 30 = 375.00; fuel 375.00 × 15% = 56.25; value 431.25',
    });
    // priced in October (pricing date of the shipment): 375 × 30 % = 112.50 → 487.50
    const october = shipment('12.5', { date: new Date('2026-10-20T00:00:00Z') });
    expect(values(quote(october, [table()], context({ fuelRates: FUEL }))).freight).toBe('487.50');
  });
  it('a channel row wins over the product row; a custom rate over both; the fuel discount is the share charged', () => {
    const rates = [...FUEL, fuelRateSchema.parse({ channelId: 'C1', month: '2026-11', rate: '0.1' })];
    // channel 10 %: 375 + 37.50 = 412.50
    expect(
      values(quote(shipment('12.5'), [table({ channelId: 'C1' })], context({ fuelRates: rates }))).freight,
    ).toBe('412.50');
    // custom 20 % × fuel discount 0.5 = 10 %: 375 + 37.50 = 412.50
    const custom = table({ fuel: { customFuelRate: '0.2', fuelDiscount: '0.5' } });
    expect(values(quote(shipment('12.5'), [custom], context({ fuelRates: FUEL }))).freight).toBe('412.50');
  });
});

describe('surcharges', () => {
  const surcharges = [
    { subject: 'remote', formula: '25', fuelIncluded: true },
    { subject: 'handling', formula: '10' },
    { subject: 'oversize', formula: 'chargeWeight * 1.2', maxValue: '10' },
    {
      subject: 'peak',
      formula: 'chargeWeight * 0.1',
      minValue: '3',
      customFuelRate: '0.2',
      fuelIncluded: true,
    },
  ];
  it('charges fuel on fuel-included surcharges only, at their own rate when set, within min/max', () => {
    const r = priced(quote(shipment('12.5'), [table({ surcharges })], context({ fuelRates: FUEL })));
    // freight 375 + 56.25 = 431.25
    // remote 25 + 25 × 15 % = 25 + 3.75 = 28.75 (fuel included, table rate)
    // handling 10.00 (no fuel)
    // oversize 12.5 × 1.2 = 15 → max 10 = 10.00
    // peak 12.5 × 0.1 = 1.25 → min 3; fuel 3 × 20 % = 0.60 → 3.60
    // total 431.25 + 28.75 + 10 + 10 + 3.60 = 483.60
    expect(values(r)).toEqual({
      freight: '431.25',
      remote: '28.75',
      handling: '10.00',
      oversize: '10.00',
      peak: '3.60',
    });
    expect(r.total).toBe('483.60');
    expect(r.lines.find((x) => x.subject === 'remote')?.fuelSurchargeValue).toBe('3.75');
  });
  it('applies a surcharge only in its zones and for its goods types', () => {
    const limited = [
      { subject: 'westOnly', formula: '5', zones: ['US-WEST'] },
      { subject: 'battery', formula: '8', goodsTypes: ['battery'] },
    ];
    const plain = values(quote(shipment('1'), [table({ surcharges: limited })], context()));
    expect(Object.keys(plain)).toEqual(['freight']);
    const west = shipment('1', { postcode: '94105', goodsTypes: ['battery'] });
    expect(values(quote(west, [table({ surcharges: limited })], context()))).toMatchObject({
      westOnly: '5.00',
      battery: '8.00',
    });
  });
  it('a formula error is reported on its line, the rest is priced', () => {
    const bad = [
      { subject: 'broken', formula: 'chargeWeight * unknownRate' },
      { subject: 'zero', formula: '10 / (pieces - 1)' },
    ];
    const r = priced(quote(shipment('12.5'), [table({ surcharges: bad })], context()));
    const broken = r.lines.find((x) => x.subject === 'broken');
    expect(broken).toMatchObject({ value: '0.00', calErrorMsg: 'Unknown variable in formula: unknownRate' });
    expect(r.lines.find((x) => x.subject === 'zero')?.calErrorMsg).toBe('Division by zero in formula');
    expect([r.total, r.hasErrors]).toEqual(['375.00', true]);
    const zh = priced(quote(shipment('12.5'), [table({ surcharges: bad })], context({ language: 'zh-CN' })));
    expect(zh.lines[1].calErrorMsg).toBe('公式中未知的变量：unknownRate');
  });
});

describe('special freight', () => {
  const specialFreights: PriceTableInput['specialFreights'] = [
    { zones: ['US-LA'], feeType: 'freight', formula: 'chargeWeight * 40 + 10', minFee: '100' },
    { zones: ['US-LA'], startWeight: '10', feeType: 'extra', formula: 'pieces * 15' },
  ];
  it('replaces the freight in its zone, at least the min fee; an extra one adds a line', () => {
    const la = (kg: string) => shipment(kg, { postcode: '90210' });
    // 2 kg: 2 × 40 + 10 = 90 → min fee 100.00; 2 kg is not in (10, ∞]: no extra line
    expect(values(quote(la('2'), [table({ specialFreights: [...specialFreights] })], context()))).toEqual({
      freight: '100.00',
    });
    // 12.5 kg: 12.5 × 40 + 10 = 510.00; extra 1 × 15 = 15.00
    const r = priced(quote(la('12.5'), [table({ specialFreights: [...specialFreights] })], context()));
    expect(values(r)).toEqual({ freight: '510.00', specialFreight: '15.00' });
    expect(r.lines[0].formula).toBe('12.5 × 40 + 10 = 510.00');
    // other zones keep the weight ranges: 12.5 × 30 = 375.00
    expect(
      values(quote(shipment('12.5'), [table({ specialFreights: [...specialFreights] })], context())).freight,
    ).toBe('375.00');
  });
});

describe('service fees', () => {
  it('are a percentage of the freight, the freight with fuel or the declared value', () => {
    const serviceFees = [
      { subject: 'handlingPct', rule: 'freight', appendPercent: '0.1' },
      { subject: 'fuelPct', rule: 'freightWithFuel', appendPercent: '0.1' },
      { subject: 'insurance', rule: 'declaredValue', appendPercent: '0.005' },
    ] as const;
    const s = shipment('12.5', { declaredValue: '1000' });
    const r = priced(quote(s, [table({ serviceFees: [...serviceFees] })], context({ fuelRates: FUEL })));
    // freight 375 + 56.25 = 431.25; 10 % of 375.00 = 37.50; 10 % of 431.25 = 43.125 → 43.13;
    // insurance 1000 × 0.5 % = 5.00
    expect(values(r)).toEqual({
      freight: '431.25',
      handlingPct: '37.50',
      fuelPct: '43.13',
      insurance: '5.00',
    });
    // without a declared value there is no insurance line
    const none = values(quote(shipment('12.5'), [table({ serviceFees: [...serviceFees] })], context()));
    expect(none.insurance).toBeUndefined();
  });
});
