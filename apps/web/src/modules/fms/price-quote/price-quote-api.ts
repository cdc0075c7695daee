import type { FeeLine, PriceQuoteInsertPayload, PriceQuoteStatus } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { get, post } from '#web/shell/request/http.ts';

/** The saved-quote API as the quote screens use it (`fms/priceQuote/*`). */

export type PriceQuoteShipment = {
  countryCode: string;
  postcode?: string | null;
  city?: string | null;
  pieces: { actualWeight: string; length?: string | null; width?: string | null; height?: string | null }[];
  goodsTypes?: string[];
  declaredValue?: string | null;
  declaredCurrency?: string | null;
};

export type PriceQuoteRecord = {
  id: string;
  priceNo: string;
  customerId: string | null;
  customerName: string | null;
  customerCode: string | null;
  productId: string;
  productName: string | null;
  productCode: string | null;
  channelId: string | null;
  channelName: string | null;
  zone: string | null;
  countryCode: string;
  postcode: string | null;
  pieceCount: number;
  chargeWeight: string | null;
  shipment: PriceQuoteShipment;
  lines: FeeLine[];
  currency: string;
  total: string;
  localCurrency: string;
  localTotal: string;
  expiresAt: string;
  usedAt: string | null;
  waybillId: string | null;
  createdAt: string;
  status: PriceQuoteStatus;
};

export const priceQuoteKeys = {
  all: ['fmsPriceQuote'] as const,
  detail: (priceNo: string) => ['fmsPriceQuote', 'detail', priceNo] as const,
};

export const priceQuoteApi = {
  insert: (body: PriceQuoteInsertPayload) => post<PriceQuoteRecord>('/fms/priceQuote/insert', body),
  detail: (priceNo: string) => get<PriceQuoteRecord>('/fms/priceQuote/detail', { priceNo }),
};

/** The saved quotes screen: its criteria in the URL, 20 rows a page. */
export const PRICE_QUOTE_VIEW: ListView = {
  queryKey: priceQuoteKeys.all,
  url: '/fms/priceQuote/search',
  pageSize: 20,
  criteria: { keyword: 'text', status: 'text', productId: 'text', customerId: 'text' },
};

/** The order screen of an area, opened on a quote (`?priceNo=`). */
export const orderPathOf = (area: 'staff' | 'customer', priceNo: string) =>
  `${area === 'customer' ? '/client' : ''}/lms/order?priceNo=${encodeURIComponent(priceNo)}`;
