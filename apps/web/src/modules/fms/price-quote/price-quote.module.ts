import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

/** The saved quotes: staff under price quoting, customers (with price checking) under tools. */
const quoteList = () => import('./PriceQuoteListPage.tsx').then((m) => ({ Component: m.PriceQuoteListPage }));

const priceQuoteRoutes: AppRoute[] = [
  {
    key: 'fms/price-quote',
    path: '/fms/price-quote',
    area: 'staff',
    title: 'priceQuote.title',
    permission: Permission.priceQuote,
    menuGroup: 'price',
    load: quoteList,
  },
  {
    key: 'fms/price-quote',
    path: '/client/fms/price-quote',
    area: 'customer',
    title: 'priceQuote.title',
    permission: Permission.priceQuote,
    customerFeature: 'priceCheck',
    menuGroup: 'tools',
    load: quoteList,
  },
];

export const priceQuoteModule: WebModule = { routes: priceQuoteRoutes };
