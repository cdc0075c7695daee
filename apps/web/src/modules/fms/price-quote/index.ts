/** The public face of this module: what other modules use of it. */
export { SaveQuoteButton } from './SaveQuoteButton.tsx';
export { QuoteBanner, useQuotePrefill } from './use-quote-prefill.tsx';
