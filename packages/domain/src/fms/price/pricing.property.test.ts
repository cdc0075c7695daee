import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPriceConflicts } from './price-rules.ts';
import { discountSchema, exchangeRateSchema, type PriceTableInput } from './price-schema.ts';
import { context, PRODUCT, priced, shipment, table } from './pricing-test-kit.ts';
import { quote } from './quote.ts';

/** Properties of the engine over random tables and shipments (fast-check). */

/** A non-negative decimal string with `scale` decimals, up to `max`. */
const decimal = (max: number, scale: number) =>
  fc.integer({ min: 0, max: max * 10 ** scale }).map((n) => new Decimal(n).dividedBy(10 ** scale).toString());
const weight = decimal(500, 3).filter((w) => w !== '0');

/** One pricing row of any attribute type (a continue row comes with its start row), non-negative rates. */
const ranges: fc.Arbitrary<PriceTableInput['weightRanges']> = fc.oneof(
  fc
    .record({ price: decimal(100, 3), carryUnit: fc.constantFrom(null, '0.5', '1') })
    .map((r) => [{ attributeType: 'unitPrice' as const, ...r }]),
  fc
    .constantFrom('freight' as const, 'onePrice' as const)
    .chain((attributeType) => decimal(1000, 2).map((price) => [{ attributeType, price }])),
  fc
    .record({
      first: decimal(5, 1),
      firstPrice: decimal(200, 2),
      unit: fc.constantFrom('0.5', '1', '2'),
      price: decimal(50, 2),
    })
    .map((r) => [
      {
        attributeType: 'startContinue' as const,
        firstWeight: r.first,
        firstPrice: r.firstPrice,
        continueUnit: r.unit,
        price: r.price,
      },
    ]),
  fc
    .record({
      first: decimal(5, 1).filter((x) => x !== '0'),
      firstPrice: decimal(200, 2),
      unit: fc.constantFrom('0.5', '1'),
      price: decimal(50, 2),
    })
    .map((r) => [
      { attributeType: 'start' as const, endWeight: r.first, price: r.firstPrice },
      { attributeType: 'continue' as const, startWeight: r.first, continueUnit: r.unit, price: r.price },
    ]),
);

const pricedTable = fc.record({
  weightRanges: ranges,
  fuel: fc.record({ customFuelRate: fc.option(decimal(1, 4), { nil: null }) }),
  surcharges: fc.array(
    fc.record({
      subject: fc.constantFrom('remote', 'handling', 'peak'),
      formula: fc.tuple(decimal(5, 2), decimal(50, 2)).map(([a, b]) => `chargeWeight * ${a} + ${b}`),
      fuelIncluded: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
  serviceFees: fc.array(fc.record({ subject: fc.constant('service'), appendPercent: decimal(1, 4) }), {
    maxLength: 1,
  }),
  appendRules: fc.array(
    fc.record({
      mode: fc.constantFrom('percent' as const, 'unitPrice' as const, 'fixed' as const),
      value: decimal(2, 3),
    }),
    { maxLength: 2 },
  ),
});

const monotonicDiscount = fc.option(
  fc
    .record({ mode: fc.constantFrom('reduction', 'discount', 'fixed', 'free'), value: decimal(1, 2) })
    .map((d) => discountSchema.parse({ id: 'd', effectiveFrom: '2026-01-01T00:00:00Z', subjects: [], ...d })),
  { nil: undefined },
);

const productSettings = fc.record({
  carryUnit: fc.constantFrom(null, '0.5', '1'),
  minChargeWeight: fc.constantFrom(null, '2', '5'),
});

describe('pricing properties', () => {
  it('the price never decreases when the weight grows (one table, non-negative rates)', () => {
    fc.assert(
      fc.property(pricedTable, productSettings, monotonicDiscount, weight, weight, (t, p, d, w1, w2) => {
        const [light, heavy] = new Decimal(w1).lte(w2) ? [w1, w2] : [w2, w1];
        const ctx = context({ products: { P1: { ...PRODUCT, ...p } }, discounts: d ? [d] : [] });
        const price = (kg: string) => new Decimal(priced(quote(shipment(kg), [table(t)], ctx)).localTotal);
        expect(price(light).lte(price(heavy))).toBe(true);
      }),
      { numRuns: 400 },
    );
  }, 30_000);

  it('total = Σ line values and local total = Σ conversion values', () => {
    const pieces = fc.array(
      fc.record({
        actualWeight: weight,
        length: decimal(120, 1),
        width: decimal(80, 1),
        height: decimal(80, 1),
      }),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(pricedTable, pieces, decimal(20, 4), (t, ps, usdRate) => {
        const rates = [
          exchangeRateSchema.parse({
            foreignCurrency: 'USD',
            currency: 'RMB',
            value: new Decimal(usdRate).plus(1).toString(),
            effectiveFrom: '2026-01-01T00:00:00Z',
          }),
        ];
        const r = priced(
          quote(
            shipment('1', { pieces: ps }),
            [table({ ...t, currency: 'USD' })],
            context({ exchangeRates: rates }),
          ),
        );
        const sum = (k: 'value' | 'conversionValue') =>
          r.lines.reduce((s, x) => s.plus(x[k]), new Decimal(0)).toFixed(2);
        expect(r.total).toBe(sum('value'));
        expect(r.localTotal).toBe(sum('conversionValue'));
        for (const line of r.lines) expect(line.value).toMatch(/^-?\d+\.\d{2}$/);
      }),
      { numRuns: 500 },
    );
  }, 30_000);

  it('rounding never drifts a cent across 10,000 random shipments', () => {
    // Hand calculation in integers (BigInt): weight W in grams, unit price P in thousandths, fuel rate F
    // in ten-thousandths, exchange rate R in millionths.
    // freight cents = ⌊(W × P × (10000 + F) + 5·10⁷) ÷ 10⁸⌋   (W·P·(1+F) ÷ 10¹⁰ yuan, half up to cents)
    // local cents   = ⌊(freight cents × R + 5·10⁵) ÷ 10⁶⌋
    let engineTotal = new Decimal(0);
    let handTotal = 0n;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 20_000_000 }),
        (W, P, F, R) => {
          const t = table({
            currency: 'USD',
            exchangeRate: new Decimal(R).dividedBy(1e6).toString(),
            fuel: { customFuelRate: new Decimal(F).dividedBy(1e4).toString() },
            weightRanges: [{ attributeType: 'unitPrice', price: new Decimal(P).dividedBy(1e3).toString() }],
          });
          const r = priced(quote(shipment(new Decimal(W).dividedBy(1e3).toString()), [t], context()));
          const cents = (BigInt(W) * BigInt(P) * (10_000n + BigInt(F)) + 50_000_000n) / 100_000_000n;
          const local = (cents * BigInt(R) + 500_000n) / 1_000_000n;
          expect(r.total).toBe(new Decimal(cents.toString()).dividedBy(100).toFixed(2));
          expect(r.localTotal).toBe(new Decimal(local.toString()).dividedBy(100).toFixed(2));
          engineTotal = engineTotal.plus(r.localTotal);
          handTotal += local;
        },
      ),
      { numRuns: 10_000 },
    );
    expect(engineTotal.toFixed(2)).toBe(new Decimal(handTotal.toString()).dividedBy(100).toFixed(2));
  }, 60_000);

  it('overlap detection is symmetric', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
    const arbTable = fc
      .record({
        id: fc.constantFrom('a', 'b', 'c'),
        productId: fc.constantFrom('P1', 'P2'),
        channelId: fc.constantFrom(null, 'C1'),
        customerIds: fc.subarray(['C1', 'C2', 'C3']),
        zones: fc.subarray(['US', 'EU', 'ASIA']),
        from: fc.integer({ min: 0, max: 60 }),
        length: fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
      })
      .map((x) =>
        table({
          id: x.id,
          productId: x.productId,
          channelId: x.channelId,
          customerIds: x.customerIds,
          effectiveFrom: day(x.from),
          effectiveTo: x.length === null ? null : day(x.from + x.length),
          weightRanges: [{ zones: x.zones, attributeType: 'unitPrice', price: '1' }],
        }),
      );
    fc.assert(
      fc.property(arbTable, arbTable, (a, b) => {
        const ab = findPriceConflicts(a, [b]);
        const ba = findPriceConflicts(b, [a]);
        expect(ab.length).toBe(ba.length);
        if (ab.length) expect([ab[0].customers, ab[0].zones]).toEqual([ba[0].customers, ba[0].zones]);
      }),
      { numRuns: 2000 },
    );
  }, 30_000);
});
