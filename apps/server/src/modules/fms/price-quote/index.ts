/** The public face of this module: what other modules use of it. */
export { fmsPriceQuote } from './price-quote.schema.ts';
export { usePriceQuote } from './price-quote.service.ts';
