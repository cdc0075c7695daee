import { Permission, PRICE_LIST_PERMISSIONS, PRICE_TITLES } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

/**
 * Routes of the price screens: the price tables (staff; customer / agent / sales by a kind switch) and
 * the price query for staff and for customers with the price-checking feature.
 */
const priceList = () => import('./PriceListPage.tsx').then((m) => ({ Component: m.PriceListPage }));
const queryPrice = () => import('./QueryPricePage.tsx').then((m) => ({ Component: m.QueryPricePage }));

const priceStaffRoutes: AppRoute[] = [
  {
    key: 'fms/price/customer-price',
    path: '/fms/price/customer-price',
    area: 'staff',
    title: PRICE_TITLES.priceList,
    permission: PRICE_LIST_PERMISSIONS,
    menuGroup: 'price',
    load: priceList,
  },
  {
    key: 'fms/price/query-price',
    path: '/fms/price/query-price',
    area: 'staff',
    title: PRICE_TITLES.queryPrice,
    permission: Permission.queryPrice,
    menuGroup: 'price',
    load: queryPrice,
  },
];

const priceCustomerRoutes: AppRoute[] = [
  {
    key: 'fms/price/query-price',
    path: '/client/fms/price/query-price',
    area: 'customer',
    title: PRICE_TITLES.queryPrice,
    permission: Permission.queryPrice,
    customerFeature: 'priceCheck',
    menuGroup: 'tools',
    load: queryPrice,
  },
];

export const priceModule: WebModule = { routes: [...priceStaffRoutes, ...priceCustomerRoutes] };
