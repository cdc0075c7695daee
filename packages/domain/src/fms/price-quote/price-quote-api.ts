import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { ONLINE_RATE_BANKS } from '../exchange-rate/index.ts';
import { feeLineAnswer, priceQueryPayload, priceShipmentAnswer } from '../price/index.ts';

/**
 * Saved price quotes and online exchange rates (issue 5): payloads of `fms/priceQuote/*` and
 * `fms/exchangeRateOnline/query|latest`, the quote's status by the clock. docs/price-quote.md.
 */

/** Number rule of price quote numbers (seeded: PQ + yyMMdd + 5 digits). */
export const PRICE_QUOTE_NUMBER_RULE = 'fmsPriceQuoteNo';
/** System setting: how many days a saved quote can be ordered from. */
export const PRICE_QUOTE_VALID_DAYS_KEY = 'price.quoteValidDays';
export const PRICE_QUOTE_VALID_DAYS_DEFAULT = 7;

export const PRICE_QUOTE_STATUSES = ['active', 'used', 'expired'] as const;
export type PriceQuoteStatus = (typeof PRICE_QUOTE_STATUSES)[number];

/** A quote is used once a waybill was ordered from it, else expired from `expiresAt` on, else active. */
export function priceQuoteStatus(
  q: { usedAt?: Date | string | null; expiresAt: Date | string },
  now: Date,
): PriceQuoteStatus {
  if (q.usedAt) return 'used';
  return new Date(q.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

const uuid = z.string().uuid();

/** Save a quote: the query's shipment plus the product and channel of the chosen result row. */
export const priceQuoteInsertPayload = priceQueryPayload.extend({
  productId: uuid,
  channelId: uuid.nullish(),
});
export type PriceQuoteInsertPayload = z.output<typeof priceQuoteInsertPayload>;

export const priceQuoteSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      status: z.enum(PRICE_QUOTE_STATUSES).nullish(),
      customerId: uuid.nullish(),
      productId: uuid.nullish(),
      /** Price number (contains). */
      keyword: z.string().trim().max(50).nullish(),
    })
    .default({}),
});
export type PriceQuoteSearchPayload = z.output<typeof priceQuoteSearchPayload>;

/** One quote by id or by its price number. */
export const priceQuoteDetailQuery = z
  .object({ id: uuid.optional(), priceNo: z.string().trim().min(1).max(50).optional() })
  .refine((v) => Boolean(v.id || v.priceNo), { message: 'id or priceNo' });

/** The online rate of 1 `foreignCurrency` in `currency` (default local) published at or before `date`. */
export const exchangeRateOnlineQueryPayload = z.object({
  currency: z.string().trim().length(3).toUpperCase().nullish(),
  foreignCurrency: z.string().trim().length(3).toUpperCase(),
  /** A day (its end counts) or an instant; default now. */
  date: z.string().trim().max(40).nullish(),
  bank: z.enum(ONLINE_RATE_BANKS).nullish(),
});
export type ExchangeRateOnlineQueryPayload = z.output<typeof exchangeRateOnlineQueryPayload>;

/** An online rate as `exchangeRateOnline/query` and `latest` answer it (rates as decimal text). */
export const onlineRateAnswer = z.object({
  bank: z.string(),
  currency: z.string(),
  foreignCurrency: z.string(),
  buyRate: z.string().nullable(),
  sellRate: z.string().nullable(),
  middleRate: z.string(),
  publishedAt: timestampAnswer,
});

/** A saved quote as `insert` answers it (amounts and the charge weight as decimal text). */
export const priceQuoteAnswer = z.object({
  id: z.string(),
  version: z.number().int(),
  priceNo: z.string(),
  customerId: z.string().nullable(),
  productId: z.string(),
  channelId: z.string().nullable(),
  priceId: z.string().nullable(),
  zone: z.string().nullable(),
  countryCode: z.string(),
  postcode: z.string().nullable(),
  pieceCount: z.number().int(),
  chargeWeight: z.string().nullable(),
  shipment: priceShipmentAnswer,
  lines: z.array(feeLineAnswer),
  currency: z.string(),
  total: z.string(),
  localCurrency: z.string(),
  localTotal: z.string(),
  expiresAt: timestampAnswer,
  usedAt: timestampAnswer.nullable(),
  waybillId: z.string().nullable(),
  createdAt: timestampAnswer,
  createdBy: z.string().nullable(),
  status: z.enum(PRICE_QUOTE_STATUSES),
  productName: z.string().nullish(),
  channelName: z.string().nullish(),
});

/** A saved quote as `search` and `detail` answer it: with its product, channel and customer. */
export const priceQuoteRecordAnswer = priceQuoteAnswer.extend({
  productName: z.string().nullable(),
  productCode: z.string().nullable(),
  channelName: z.string().nullable(),
  customerName: z.string().nullable(),
  customerCode: z.string().nullable(),
});
