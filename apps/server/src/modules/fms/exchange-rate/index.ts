/** The public face of this module: what other modules use of it. */
export { queryExchangeRate } from './exchange-rate.service.ts';
export { latestOnlineRates, queryOnlineRate } from './exchange-rate-online.service.ts';
