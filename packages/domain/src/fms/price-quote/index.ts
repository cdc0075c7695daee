export * from './index.light.ts';
export * from './price-quote.contracts.ts';
export * from './price-quote-api.ts';
