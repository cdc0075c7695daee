import { describe, expect, it } from 'vitest';
import { type DiscountMode, discountSchema } from './price-schema.ts';
import { context, priced, shipment, table } from './pricing-test-kit.ts';
import { quote } from './quote.ts';

/** Worked examples of the discount modes on freight 12.5 kg × 30 = 375.00 (customer C1). */

const discount = (mode: DiscountMode, value: string | null, over: Record<string, unknown> = {}) =>
  discountSchema.parse({ id: `D-${mode}`, mode, value, effectiveFrom: '2026-01-01T00:00:00Z', ...over });
const freightWith = (discounts: ReturnType<typeof discount>[], customerId = 'C1') =>
  priced(quote(shipment('12.5', { customerId }), [table()], context({ discounts }))).lines[0];

describe('discount modes', () => {
  it('reduction: minus the value', () => {
    // 375 − 50 = 325.00
    expect(freightWith([discount('reduction', '50')])).toMatchObject({ discount: '50.00', value: '325.00' });
  });
  it('discount: the share charged', () => {
    // 375 × (1 − 0.85) = 56.25 off → 318.75
    const line = freightWith([discount('discount', '0.85')]);
    expect(line).toMatchObject({ discount: '56.25', value: '318.75' });
    expect(line.formula).toBe('12.5 kg × 30 = 375.00; discount 375.00 × (1 − 85%) = −56.25; value 318.75');
  });
  it('unit reduction: charge weight × value off', () => {
    // 12.5 × 2 = 25 off → 350.00
    expect(freightWith([discount('unitReduction', '2')])).toMatchObject({
      discount: '25.00',
      value: '350.00',
    });
  });
  it('fixed: the line costs the value', () => {
    expect(freightWith([discount('fixed', '300')])).toMatchObject({ discount: '75.00', value: '300.00' });
    // a fixed price above the amount never raises it
    expect(freightWith([discount('fixed', '500')]).value).toBe('375.00');
  });
  it('free: nothing to pay', () => {
    expect(freightWith([discount('free', null)])).toMatchObject({ discount: '375.00', value: '0.00' });
  });
  it('never goes below zero', () => {
    expect(freightWith([discount('reduction', '400')]).value).toBe('0.00');
  });
});

describe('which discount applies', () => {
  it("a customer's own discount before a general one; other customers', expired and other products' are ignored", () => {
    const general = discount('reduction', '10');
    const own = discount('reduction', '20', { id: 'own', customerIds: ['C1'] });
    const other = discount('reduction', '30', { id: 'other', customerIds: ['C2'] });
    const expired = discount('reduction', '40', { id: 'old', effectiveTo: '2026-06-01T00:00:00Z' });
    const product = discount('reduction', '50', { id: 'p2', productIds: ['P2'] });
    expect(freightWith([general, own, other, expired, product]).value).toBe('355.00');
    expect(freightWith([general, other, expired, product]).value).toBe('365.00');
    expect(freightWith([general, own], 'C2').value).toBe('365.00');
  });
  it('only lowers its subjects (freight by default)', () => {
    const r = priced(
      quote(
        shipment('12.5'),
        [table({ surcharges: [{ subject: 'remote', formula: '25' }] })],
        context({ discounts: [discount('free', null)] }),
      ),
    );
    expect(r.lines.map((x) => x.value)).toEqual(['0.00', '25.00']);
    expect(r.total).toBe('25.00');
  });
});
