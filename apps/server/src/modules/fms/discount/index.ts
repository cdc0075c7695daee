/** The public face of this module: what other modules use of it. */
export { discountTable, negotiatePriceTable } from './discount.schema.ts';
