/** The public face of this module: what other modules use of it. */
export { fmsPrice } from './price.schema.ts';
export { exchangeRateOnlineTable, exchangeRateTable } from './price-data.schema.ts';
export type { PriceReference } from './price-reference.ts';
export { priceReference, quoteContextOf, REFERENCE_TABLES, REFERENCE_TTL_MS } from './price-reference.ts';
export { cachedTable, tableOf } from './price-row.ts';
export { queryPrice, quoteCustomer } from './quote.service.ts';
