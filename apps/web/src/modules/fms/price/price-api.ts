import type { FeeLine, PriceQueryPayload, QuoteResult } from '@freightdesk/domain';
import { post } from '#web/shell/request/http.ts';

/** The price API as the price screens use it (`fms/price/*`). */

/** One quote answer: the engine's result plus the product's and channel's names. */
export type QuoteAnswer = QuoteResult & {
  productName: string | null;
  productCode: string | null;
  channelName: string | null;
};
export type { FeeLine };

export const priceKeys = {
  all: ['fmsPrice'] as const,
};

export const priceApi = {
  /** Prices a shipment across the products (staff name the customer; customers quote for themselves). */
  queryPrice: (body: PriceQueryPayload) => post<QuoteAnswer[]>('/fms/price/queryPrice', body),
};
