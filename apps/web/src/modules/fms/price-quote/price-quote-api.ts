import type {
  FeeLine,
  PriceQuoteInsertPayload,
  PriceQuoteSearchPayload,
  PriceQuoteStatus,
} from '@freightdesk/domain';
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

export type PriceQuoteCriteria = PriceQuoteSearchPayload['criteria'];
type Page<T> = { records: T[]; total: number; page: number; size: number };

export const priceQuoteKeys = {
  all: ['fmsPriceQuote'] as const,
  search: (criteria: PriceQuoteCriteria, page: number, scope?: string) =>
    ['fmsPriceQuote', 'search', criteria, page, scope] as const,
  detail: (priceNo: string) => ['fmsPriceQuote', 'detail', priceNo] as const,
};

export const priceQuoteApi = {
  insert: (body: PriceQuoteInsertPayload) => post<PriceQuoteRecord>('/fms/priceQuote/insert', body),
  search: (criteria: PriceQuoteCriteria, page: number, size = 20, permissionScope?: string) =>
    post<Page<PriceQuoteRecord>>('/fms/priceQuote/search', { criteria, page, size, permissionScope }),
  detail: (priceNo: string) => get<PriceQuoteRecord>('/fms/priceQuote/detail', { priceNo }),
};

/** The order screen of an area, opened on a quote (`?priceNo=`). */
export const orderPathOf = (area: 'staff' | 'customer', priceNo: string) =>
  `${area === 'customer' ? '/client' : ''}/lms/order?priceNo=${encodeURIComponent(priceNo)}`;
