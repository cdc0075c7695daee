import type { ModuleManifest } from '#platform/module.ts';
import { priceQuoteRoutes } from './price-quote.routes.ts';
import { fmsPriceQuote } from './price-quote.schema.ts';

/** Saved price quotes. */
export const priceQuoteModule: ModuleManifest = {
  name: 'fms/price-quote',
  tables: { fmsPriceQuote },
  routes: priceQuoteRoutes,
};
