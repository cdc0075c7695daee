/** The pricing engine (issue 5): price data schemas, rules and the pure quote functions. */

export * from './append-rules.ts';
export * from './currency.ts';
export * from './discounts.ts';
export { type FeeLine, totalsOf } from './fee-line.ts';
export * from './formula.ts';
export * from './freight.ts';
export * from './index.light.ts';
export { money, rateText } from './money.ts';
export * from './price.contracts.ts';
export * from './price-answers.ts';
export * from './price-api.ts';
export * from './price-batch.ts';
export * from './price-book.ts';
export * from './price-book-columns.ts';
export * from './price-data.entity.ts';
export * from './price-rules.ts';
export * from './price-schema.ts';
export * from './price-sub-rules.ts';
export * from './quote.ts';
export * from './quote-types.ts';
export * from './surcharges.ts';
export * from './weight-range.ts';
export * from './zone-match.ts';
