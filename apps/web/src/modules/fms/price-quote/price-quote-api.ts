import { type EndpointOutput, PRICE_QUOTE_API, type PriceQuoteInsertPayload } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The saved-quote API as the quote screens use it (`PRICE_QUOTE_API`). */

/** A saved quote with its product, channel and customer (`search` rows, `detail`). */
export type PriceQuoteRecord = EndpointOutput<typeof PRICE_QUOTE_API.detail>;
export type PriceQuoteShipment = PriceQuoteRecord['shipment'];

export const priceQuoteKeys = {
  all: ['fmsPriceQuote'] as const,
  detail: (priceNo: string) => ['fmsPriceQuote', 'detail', priceNo] as const,
};

export const priceQuoteApi = {
  insert: (body: PriceQuoteInsertPayload) => callEndpoint(PRICE_QUOTE_API.insert, body),
  detail: (priceNo: string) => callEndpoint(PRICE_QUOTE_API.detail, { priceNo }),
};

/** The saved quotes screen: its criteria in the URL, 20 rows a page. */
export const PRICE_QUOTE_VIEW: ListView = {
  queryKey: priceQuoteKeys.all,
  url: PRICE_QUOTE_API.search.url,
  pageSize: 20,
  criteria: { keyword: 'text', status: 'text', productId: 'text', customerId: 'text' },
};

/** The order screen of an area, opened on a quote (`?priceNo=`). */
export const orderPathOf = (area: 'staff' | 'customer', priceNo: string) =>
  `${area === 'customer' ? '/client' : ''}/lms/order?priceNo=${encodeURIComponent(priceNo)}`;
