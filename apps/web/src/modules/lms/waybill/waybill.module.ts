import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';
import { WaybillDrawerHost } from './drawer/WaybillDrawerHost.tsx';

const list = () => import('./WaybillListPage.tsx').then((m) => ({ Component: m.WaybillListPage }));
const batchUpdate = () =>
  import('#web/modules/lms/waybill/batch-update/BatchUpdatePage.tsx').then((m) => ({
    Component: m.BatchUpdatePage,
  }));

/** Staff screens of the waybill list and its batch update (customer service menu). */
const WAYBILL_LIST_STAFF_ROUTES: AppRoute[] = [
  {
    key: 'lms/waybill/list',
    path: '/lms/waybill/list',
    area: 'staff',
    title: 'waybillList.title',
    permission: Permission.lmsWaybillList,
    menuGroup: 'lms.service',
    load: list,
  },
  {
    key: 'lms/waybill/batch-update',
    path: '/lms/waybill/batch-update',
    area: 'staff',
    title: 'waybillList.batchUpdateTitle',
    permission: Permission.lmsUpdateWaybill,
    menuGroup: 'lms.service',
    load: batchUpdate,
  },
];

/** The customer portal's waybill list and batch update (their own waybills). */
const WAYBILL_LIST_CLIENT_ROUTES: AppRoute[] = [
  {
    key: 'lms/waybill/list',
    path: '/client/lms/waybill/list',
    area: 'customer',
    title: 'waybillList.title',
    permission: Permission.lmsWaybillList,
    sysCode: 'LMS',
    menuGroup: 'lms',
    load: list,
  },
  {
    key: 'lms/waybill/batch-update',
    path: '/client/lms/waybill/batch-update',
    area: 'customer',
    title: 'waybillList.batchUpdateTitle',
    permission: Permission.lmsUpdateWaybill,
    sysCode: 'LMS',
    menuGroup: 'lms',
    load: batchUpdate,
  },
];

/** The waybill list screens, and the drawer host that opens a waybill from `?waybillId=` on any page. */
export const waybillModule: WebModule = {
  routes: [...WAYBILL_LIST_STAFF_ROUTES, ...WAYBILL_LIST_CLIENT_ROUTES],
  layoutHosts: [WaybillDrawerHost],
};
