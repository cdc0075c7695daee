import { describe, expect, it } from 'vitest';
import type { PriceQuoteRecord } from './price-quote-api.ts';
import { orderValuesOfQuote } from './quote-prefill.ts';

describe('order form from a saved quote', () => {
  it('takes the number, customer, product, destination and pieces', () => {
    const quote = {
      priceNo: 'PQ26112200001',
      customerId: 'c1',
      productId: 'p1',
      shipment: {
        countryCode: 'US',
        postcode: '90001',
        pieces: [
          { actualWeight: '8', length: '50', width: '40', height: '30' },
          { actualWeight: '3', length: null, width: null, height: null },
        ],
      },
    } as unknown as PriceQuoteRecord;
    expect(orderValuesOfQuote(quote)).toEqual({
      priceNo: 'PQ26112200001',
      customerId: 'c1',
      productId: 'p1',
      recipient: { addressType: 'system', countryCode: 'US', postcode: '90001', city: null },
      pieces: [
        { orderActualWeight: '8', orderLength: '50', orderWidth: '40', orderHeight: '30' },
        { orderActualWeight: '3', orderLength: null, orderWidth: null, orderHeight: null },
      ],
    });
  });
});
