import { Permission } from '@freightdesk/domain';
import type { AppRoute } from '#web/shell/routes.ts';

/** The saved quotes: staff under price quoting, customers (with price checking) under tools. */
const quoteList = () => import('./PriceQuoteListPage.tsx').then((m) => ({ Component: m.PriceQuoteListPage }));

export const priceQuoteRoutes: AppRoute[] = [
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
