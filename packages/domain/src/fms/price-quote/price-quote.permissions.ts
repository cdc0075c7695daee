/** Permission code of the saved price quotes. */
export const PRICE_QUOTE_PERMISSION_CODES = {
  priceQuote: 'fms/priceQuote',
} as const;
