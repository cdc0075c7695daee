import { describe, expect, it } from 'vitest';
import { checkOrderForm } from './order-form.ts';
import { keptQuickValues, type QuickOrderValues, quickOrderForm, quickPieces } from './quick-order-form.ts';

const PRODUCT = '5b0c7d2e-4a1f-4c3b-9d8e-1f2a3b4c5d6e';
const values: QuickOrderValues = {
  customerId: '6b0c7d2e-4a1f-4c3b-9d8e-1f2a3b4c5d6e',
  productId: PRODUCT,
  senderId: 's1',
  countryCode: 'US',
  name: 'John Smith',
  city: 'Los Angeles',
  address1: '1 Main Street',
  pieceCount: 3,
  totalWeight: '10',
  length: '20',
  width: '20',
  height: '20',
  declareValue: '50',
  declareCurrency: 'EUR',
  nameEn: 'Shoes',
};
const sender = { name: 'Li Ming', countryCode: 'CN', city: 'Shenzhen', address1: 'Fuyong Park' };

describe('quick order', () => {
  it('shares the total weight over the pieces to 3 decimals, the remainder on the last, each with the size', () => {
    expect(quickPieces(values)).toEqual([
      { orderActualWeight: '3.333', orderLength: '20', orderWidth: '20', orderHeight: '20' },
      { orderActualWeight: '3.333', orderLength: '20', orderWidth: '20', orderHeight: '20' },
      { orderActualWeight: '3.334', orderLength: '20', orderWidth: '20', orderHeight: '20' },
    ]);
    expect(quickPieces({ ...values, pieceCount: null })).toHaveLength(1);
  });

  it('becomes an order the same rules accept: one commodity line at the declared value', () => {
    const check = checkOrderForm(quickOrderForm(values, sender), { lang: 'en-US', isEuCountry: () => false });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.payload.pieces.map((p) => p.orderActualWeight)).toEqual(['3.333', '3.333', '3.334']);
    expect(check.payload.commodities).toEqual([
      expect.objectContaining({ nameEn: 'Shoes', quantity: 1, unitPrice: '50.000', origin: 'CN' }),
    ]);
    expect(check.payload.invoice).toMatchObject({ declareValue: '50.00', declareCurrency: 'EUR' });
    expect(check.payload.sender.name).toBe('Li Ming');
  });

  it('a weight without a size is refused with the row message of the pieces rule', () => {
    const noSize = { ...values, length: null, width: null, height: null };
    expect(
      checkOrderForm(quickOrderForm(noSize, sender), { lang: 'en-US', isEuCountry: () => false }),
    ).toEqual({
      ok: false,
      message: 'Row 1: weight, length, width and height must be all filled or all empty',
    });
  });

  it('keeps customer, product, sender and currency for the next order', () => {
    expect(keptQuickValues(values)).toEqual({
      customerId: values.customerId,
      productId: PRODUCT,
      senderId: 's1',
      declareCurrency: 'EUR',
    });
  });
});
