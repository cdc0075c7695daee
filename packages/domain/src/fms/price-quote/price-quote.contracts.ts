import { z } from 'zod';
import { searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  exchangeRateOnlineQueryPayload,
  onlineRateAnswer,
  priceQuoteAnswer,
  priceQuoteDetailQuery,
  priceQuoteInsertPayload,
  priceQuoteRecordAnswer,
  priceQuoteSearchPayload,
} from './price-quote-api.ts';

const base = '/fms/priceQuote';
const onlineRate = '/fms/exchangeRateOnline';

/** Saved price quotes and the online exchange-rate reads, served by the price-quote module. */
export const PRICE_QUOTE_API = {
  insert: defineEndpoint({
    method: 'POST',
    url: `${base}/insert`,
    input: priceQuoteInsertPayload,
    output: priceQuoteAnswer,
    summary: 'Saves a price query result (product/channel) as a quote with a price number and expiry',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: priceQuoteSearchPayload,
    output: searchResultOf(priceQuoteRecordAnswer),
    summary: 'Saved quotes (a customer user: its own only), newest first, with status by the clock',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: `${base}/detail`,
    input: priceQuoteDetailQuery,
    output: priceQuoteRecordAnswer,
    summary: 'One saved quote by id or price number (the order screen prefills from it)',
  }),
  onlineRateQuery: defineEndpoint({
    method: 'POST',
    url: `${onlineRate}/query`,
    input: exchangeRateOnlineQueryPayload,
    output: onlineRateAnswer,
    summary: 'The latest online rate of a currency pair published at or before a date',
  }),
  onlineRateLatest: defineEndpoint({
    method: 'POST',
    url: `${onlineRate}/latest`,
    input: z.object({}).default({}),
    output: z.array(onlineRateAnswer),
    summary: 'The latest online rate per bank and currency pair',
  }),
};
