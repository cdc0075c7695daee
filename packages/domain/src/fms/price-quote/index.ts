export * from './price-quote-api.ts';
