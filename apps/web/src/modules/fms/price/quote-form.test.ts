import { describe, expect, it } from 'vitest';
import type { QuoteAnswer } from './price-api.ts';
import { answerKey, quotePayload, splitAnswers } from './quote-form.ts';

describe('price query form', () => {
  it('builds the payload: decimals as strings, country upper case, blank texts and empty pieces left out', () => {
    expect(
      quotePayload({
        countryCode: ' us ',
        postcode: ' ',
        pieces: [{ actualWeight: 8, length: 50, width: 40, height: 30 }, { actualWeight: null }],
        declaredValue: 120.5,
        declaredCurrency: 'usd',
      }),
    ).toEqual({
      customerId: null,
      productId: null,
      countryCode: 'US',
      postcode: null,
      city: null,
      pieces: [{ actualWeight: '8', length: '50', width: '40', height: '30' }],
      goodsTypes: [],
      declaredValue: '120.5',
      declaredCurrency: 'USD',
    });
  });

  it('drops the declared currency without a declared value', () => {
    expect(
      quotePayload({ countryCode: 'DE', declaredCurrency: 'EUR', pieces: [] }).declaredCurrency,
    ).toBeNull();
  });

  it('splits priced and unpriced answers keeping their order', () => {
    const a = { ok: true, productId: 'p1', channelId: 'c1' } as QuoteAnswer;
    const b = { ok: false, productId: 'p2', channelId: null } as QuoteAnswer;
    const c = { ok: true, productId: 'p3', channelId: null } as QuoteAnswer;
    expect(splitAnswers([a, b, c])).toEqual({ priced: [a, c], unpriced: [b] });
    expect(answerKey(b)).toBe('p2:');
  });
});
