import type { OrderFormValues } from '#web/modules/lms/order/index.ts';
import type { PriceQuoteRecord } from './price-quote-api.ts';

/**
 * The order form's values taken from a saved quote: the quote's number, customer, product,
 * destination (country, postcode, city) and pieces with their weights and sizes. Pure.
 */
export function orderValuesOfQuote(q: PriceQuoteRecord): OrderFormValues & { priceNo: string } {
  const s = q.shipment;
  return {
    priceNo: q.priceNo,
    ...(q.customerId ? { customerId: q.customerId } : {}),
    productId: q.productId,
    recipient: {
      addressType: 'system',
      countryCode: s.countryCode,
      postcode: s.postcode ?? null,
      city: s.city ?? null,
    },
    pieces: s.pieces.map((p) => ({
      orderActualWeight: p.actualWeight,
      orderLength: p.length ?? null,
      orderWidth: p.width ?? null,
      orderHeight: p.height ?? null,
    })),
  };
}
