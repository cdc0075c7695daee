import { describe, expect, it } from 'vitest';
import { exchangeRateOf } from './currency.ts';
import { exchangeRateSchema } from './price-schema.ts';
import { context, NOW, PRODUCT, priced, shipment, table, unitPrice, values } from './pricing-test-kit.ts';
import { quote, quoteAll } from './quote.ts';

const rate = (foreignCurrency: string, currency: string, value: string, over: Record<string, unknown> = {}) =>
  exchangeRateSchema.parse({
    foreignCurrency,
    currency,
    value,
    effectiveFrom: '2026-01-01T00:00:00Z',
    ...over,
  });

describe('currency conversion', () => {
  it('converts each line to the local currency at rate × (1 + loss rate)', () => {
    const usd = table({ currency: 'USD', weightRanges: unitPrice('3.3') });
    const rates = [rate('USD', 'RMB', '7.1', { lossRate: '0.02' })];
    // 12.5 kg × 3.3 = 41.25 USD; rate 7.1 × 1.02 = 7.242; 41.25 × 7.242 = 298.7325 → 298.73 RMB
    const r = priced(quote(shipment('12.5'), [usd], context({ exchangeRates: rates })));
    expect(r.lines[0]).toMatchObject({
      currency: 'USD',
      value: '41.25',
      exchangeRate: '7.242000',
      conversionValue: '298.73',
    });
    expect([r.total, r.currency, r.localTotal, r.localCurrency]).toEqual(['41.25', 'USD', '298.73', 'RMB']);
  });
  it('uses the inverse of a rate given the other way round, rounded to 6 decimals', () => {
    // 1 RMB = 0.128 EUR → 1 EUR = 1 ÷ 0.128 = 7.8125 RMB; 10 EUR → 78.125 → 78.13 (half up)
    const eur = table({ currency: 'EUR', weightRanges: [{ attributeType: 'onePrice', price: '10' }] });
    const r = priced(quote(shipment('1'), [eur], context({ exchangeRates: [rate('RMB', 'EUR', '0.128')] })));
    expect(r.lines[0]).toMatchObject({ exchangeRate: '7.812500', conversionValue: '78.13' });
  });
  it('takes the latest rate effective on the pricing date', () => {
    const rates = [
      rate('USD', 'RMB', '7.0'),
      rate('USD', 'RMB', '7.2', { effectiveFrom: '2026-11-01T00:00:00Z' }),
      rate('USD', 'RMB', '9', { effectiveFrom: '2026-12-01T00:00:00Z' }),
    ];
    expect(exchangeRateOf('USD', 'RMB', rates, NOW)).toEqual({ ok: true, rate: expect.anything() });
    const found = exchangeRateOf('USD', 'RMB', rates, NOW);
    expect(found.ok && found.rate.toString()).toBe('7.2');
  });
  it('a table rate replaces the rate table; a missing rate is no price', () => {
    const fixed = table({
      currency: 'USD',
      exchangeRate: '7',
      weightRanges: [{ attributeType: 'onePrice', price: '10' }],
    });
    expect(priced(quote(shipment('1'), [fixed], context())).localTotal).toBe('70.00');
    const r = quote(shipment('1'), [table({ currency: 'USD' })], context());
    expect(r.ok ? '' : r.reasonText).toBe('No exchange rate from USD to RMB');
  });
  it('converts the declared value into the price currency for a declared-value service fee', () => {
    const serviceFees = [{ subject: 'insurance', rule: 'declaredValue', appendPercent: '0.01' }] as const;
    const s = shipment('1', { declaredValue: '100', declaredCurrency: 'USD' });
    // 100 USD × 7.1 = 710 RMB × 1 % = 7.10
    const r = quote(
      s,
      [table({ serviceFees: [...serviceFees] })],
      context({ exchangeRates: [rate('USD', 'RMB', '7.1')] }),
    );
    expect(values(r).insurance).toBe('7.10');
  });
});

describe('choosing the table', () => {
  const general = table({ id: 'general' });
  const own = table({ id: 'own', customerIds: ['C1'], weightRanges: unitPrice('25') });
  const newer = table({ id: 'newer', effectiveFrom: '2026-10-01T00:00:00Z', weightRanges: unitPrice('28') });
  const future = table({ id: 'future', effectiveFrom: '2026-12-01T00:00:00Z', weightRanges: unitPrice('1') });
  const expired = table({ id: 'expired', effectiveTo: '2026-11-01T00:00:00Z', weightRanges: unitPrice('2') });
  const pick = (customerId: string | null, tables = [general, own, newer, future, expired], over = {}) => {
    const r = quote(shipment('10', { customerId }), tables, context(over));
    return r.ok ? r.priceId : r.reasonText;
  };
  it("prefers the customer's own table, then the latest effective; never a future or expired one", () => {
    expect(pick('C1')).toBe('own');
    expect(pick('C2')).toBe('newer');
    expect(pick(null, [general, future, expired])).toBe('general');
    expect(pick('C2', [own])).toBe('No price available');
  });
  it('leaves out tables forbidding query on the price query screen, and tables of another kind', () => {
    const hidden = table({ id: 'hidden', forbidQuery: true });
    expect(pick(null, [hidden], { purpose: 'query' })).toBe('No price available');
    expect(pick(null, [hidden], { purpose: 'fee' })).toBe('hidden');
    expect(pick(null, [table({ id: 'cost', kind: 'agent' })])).toBe('No price available');
    expect(pick(null, [table({ id: 'cost', kind: 'agent' })], { kind: 'agent' })).toBe('cost');
  });
  it('refuses goods types a table does not cover', () => {
    const general_only = table({ goodsTypes: ['general'] });
    const r = quote(shipment('1', { goodsTypes: ['battery'] }), [general_only], context());
    expect(r.ok ? '' : r.reasonText).toBe('The price does not cover goods type battery');
  });
  it('answers no zone for an uncovered destination', () => {
    const r = quote(shipment('1', { countryCode: 'CN', postcode: '518000' }), [general], context());
    expect(r.ok ? '' : r.reasonText).toBe('Destination CN 518000 is not in any zone of the price');
  });
});

describe('base and API modes', () => {
  it('base: the base table freight adjusted by percent, unit price or fixed', () => {
    const cost = table({ id: 'cost', kind: 'agent', weightRanges: unitPrice('20') });
    const base = (type: 'percent' | 'unitPrice' | 'fixed', value: string) =>
      table({ id: 'sell', mode: 'base', base: { priceId: 'cost', type, value }, weightRanges: [] });
    const freight = (type: 'percent' | 'unitPrice' | 'fixed', value: string) =>
      values(quote(shipment('12.5'), [base(type, value)], context({ baseTables: [cost] }))).freight;
    // base 12.5 × 20 = 250; × (1 + 20 %) = 300.00; + 12.5 × 4 = 300.00; + 30 = 280.00
    expect(freight('percent', '0.2')).toBe('300.00');
    expect(freight('unitPrice', '4')).toBe('300.00');
    expect(freight('fixed', '30')).toBe('280.00');
    const missing = quote(shipment('1'), [base('fixed', '1')], context());
    expect(missing.ok ? '' : missing.reasonText).toBe('Base price cost is not available');
  });
  it('API: the lines the caller got from the price API; none → "no channel found, enter manually"', () => {
    const api = table({ mode: 'api', priceApiId: 'ups', weightRanges: [] });
    const r = quote(
      shipment('2'),
      [api],
      context({ apiPrice: (_t, _s, w) => [{ subject: 'freight', value: w.chargeWeight }] }),
    );
    expect(values(r)).toEqual({ freight: '2.00' });
    // an API table needs no zone: the API answers for the address
    const noZones = context({ zoneSchemes: {}, apiPrice: () => [{ subject: 'freight', value: '9.5' }] });
    expect(values(quote(shipment('2', { countryCode: 'CN' }), [api], noZones))).toEqual({ freight: '9.50' });
    const common = quote(shipment('2'), [table()], context({ zoneSchemes: {} }));
    expect(common.ok ? '' : common.reasonText).toBe('The price has no zone, please reselect');
    const none = quote(shipment('2'), [api], context());
    expect(none.ok ? '' : none.reasonText).toBe('No channel found, enter manually');
  });
});

describe('quote all products', () => {
  it('answers one result per product/channel, cheapest first, then the ones without a price', () => {
    const products = {
      P1: PRODUCT,
      P2: { ...PRODUCT, id: 'P2' },
      P3: { ...PRODUCT, id: 'P3' },
      P4: { ...PRODUCT, id: 'P4' },
    };
    const tables = [
      table({ id: 'p1-c1', channelId: 'C1' }),
      table({ id: 'p1-c2', channelId: 'C2', weightRanges: unitPrice('20') }),
      table({ id: 'p2', productId: 'P2', weightRanges: unitPrice('25') }),
      table({ id: 'p3', productId: 'P3', zones: [{ name: 'DE', countryCodes: ['DE'] }] }),
    ];
    const all = quoteAll(shipment('10'), tables, context({ products }));
    expect(all.map((r) => [r.productId, r.channelId, r.ok ? r.total : r.reasonText])).toEqual([
      ['P1', 'C2', '200.00'],
      ['P2', null, '250.00'],
      ['P1', 'C1', '300.00'],
      ['P3', null, 'Destination US 10001 is not in any zone of the price'],
      ['P4', null, 'No price available'],
    ]);
    expect(
      quoteAll(shipment('10', { productId: 'P2' }), tables, context({ products })).map((r) => r.productId),
    ).toEqual(['P2']);
  });
});
