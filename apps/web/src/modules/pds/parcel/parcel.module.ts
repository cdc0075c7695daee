import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

const list = () => import('./ParcelListPage.tsx').then((m) => ({ Component: m.ParcelListPage }));
const order = () => import('./ParcelOrderPage.tsx').then((m) => ({ Component: m.ParcelOrderPage }));

/** The parcel screens of staff (menu group "pds") and of customers with the PDS system. */
const PARCEL_ROUTES: AppRoute[] = [
  {
    key: 'pds/waybill/order',
    path: '/pds/waybill/order',
    area: 'staff',
    title: 'pdsParcel.menu.order',
    permission: Permission.pdsOrder,
    menuGroup: 'pds',
    load: order,
  },
  {
    key: 'pds/waybill/list',
    path: '/pds/waybill/list',
    area: 'staff',
    title: 'pdsParcel.menu.list',
    permission: Permission.pdsWaybillList,
    menuGroup: 'pds',
    load: list,
  },
  {
    key: 'pds/waybill/order',
    path: '/client/pds/waybill/order',
    area: 'customer',
    title: 'pdsParcel.menu.order',
    permission: Permission.pdsOrder,
    sysCode: 'PDS',
    menuGroup: 'pds',
    load: order,
  },
  {
    key: 'pds/waybill/list',
    path: '/client/pds/waybill/list',
    area: 'customer',
    title: 'pdsParcel.menu.list',
    permission: Permission.pdsWaybillList,
    sysCode: 'PDS',
    menuGroup: 'pds',
    load: list,
  },
];

/** Parcel order and parcel list (with its drawer). */
export const parcelModule: WebModule = { routes: PARCEL_ROUTES };
