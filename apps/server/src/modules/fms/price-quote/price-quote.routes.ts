import {
  exchangeRateOnlineQueryPayload,
  onlineRateAnswer,
  Permission,
  PRICE_LIST_PERMISSIONS,
  priceQuoteAnswer,
  priceQuoteDetailQuery,
  priceQuoteInsertPayload,
  priceQuoteRecordAnswer,
  priceQuoteSearchPayload,
  searchResultOf,
} from '@freightdesk/domain';
import { z } from 'zod';
import { latestOnlineRates, queryOnlineRate } from '#modules/fms/exchange-rate/index.ts';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import {
  insertPriceQuote,
  priceQuoteDetail,
  priceQuoteList,
  searchPriceQuotes,
} from './price-quote.service.ts';

const ONLINE_RATE = 'fms/exchangeRateOnline';

/** Saved price quotes and the online exchange-rate reads (issue 5). */
export const priceQuoteRoutes = [
  route({
    method: 'POST',
    url: '/fms/priceQuote/insert',
    output: priceQuoteAnswer,
    input: priceQuoteInsertPayload,
    permission: `${Permission.priceQuote}:insert`,
    summary: 'Saves a price query result (product/channel) as a quote with a price number and expiry',
    handler: (c, b) => insertPriceQuote(c, b),
  }),
  scopedRoute(priceQuoteList, {
    method: 'POST',
    url: '/fms/priceQuote/search',
    output: searchResultOf(priceQuoteRecordAnswer),
    input: priceQuoteSearchPayload,
    permission: Permission.priceQuote,
    summary: 'Saved quotes (a customer user: its own only), newest first, with status by the clock',
    handler: (c, b) => searchPriceQuotes(c, b),
  }),
  scopedRoute(priceQuoteList, {
    method: 'GET',
    url: '/fms/priceQuote/detail',
    output: priceQuoteRecordAnswer,
    input: priceQuoteDetailQuery,
    permission: [Permission.priceQuote, Permission.lmsWaybillOrder],
    summary: 'One saved quote by id or price number (the order screen prefills from it)',
    handler: (c, b) => priceQuoteDetail(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/exchangeRateOnline/query',
    output: onlineRateAnswer,
    input: exchangeRateOnlineQueryPayload,
    permission: [ONLINE_RATE, 'fms/exchangeRate', Permission.queryPrice, ...PRICE_LIST_PERMISSIONS],
    summary: 'The latest online rate of a currency pair published at or before a date',
    handler: (c, b) => queryOnlineRate(c, b),
  }),
  route({
    method: 'POST',
    url: '/fms/exchangeRateOnline/latest',
    output: z.array(onlineRateAnswer),
    input: z.object({}).default({}),
    permission: ONLINE_RATE,
    summary: 'The latest online rate per bank and currency pair',
    handler: (c) => latestOnlineRates(c),
  }),
];
