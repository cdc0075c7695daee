import { Permission, PRICE_LIST_PERMISSIONS, PRICE_QUOTE_API } from '@freightdesk/domain';
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
const API = PRICE_QUOTE_API;

/** Saved price quotes and the online exchange-rate reads (issue 5): `PRICE_QUOTE_API`. */
export const priceQuoteRoutes = [
  route({
    contract: API.insert,
    permission: `${Permission.priceQuote}:insert`,
    handler: (c, b) => insertPriceQuote(c, b),
  }),
  scopedRoute(priceQuoteList, {
    contract: API.search,
    permission: Permission.priceQuote,
    handler: (c, b) => searchPriceQuotes(c, b),
  }),
  scopedRoute(priceQuoteList, {
    contract: API.detail,
    permission: [Permission.priceQuote, Permission.lmsWaybillOrder],
    handler: (c, b) => priceQuoteDetail(c, b),
  }),
  route({
    contract: API.onlineRateQuery,
    permission: [ONLINE_RATE, 'fms/exchangeRate', Permission.queryPrice, ...PRICE_LIST_PERMISSIONS],
    handler: (c, b) => queryOnlineRate(c, b),
  }),
  route({ contract: API.onlineRateLatest, permission: ONLINE_RATE, handler: (c) => latestOnlineRates(c) }),
];
