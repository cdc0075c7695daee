import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

const customerOrder = () =>
  import('#web/modules/lms/order/OrderPage.tsx').then((m) => ({ Component: m.CustomerOrderPage }));
const staffOrder = () =>
  import('#web/modules/lms/order/OrderPage.tsx').then((m) => ({ Component: m.StaffOrderPage }));
const quickOrder = () =>
  import('#web/modules/lms/order/QuickOrderPage.tsx').then((m) => ({ Component: m.QuickOrderPage }));

/** Staff order screens (customer service menu): order for a customer, quick order. */
const ORDER_STAFF_ROUTES: AppRoute[] = [
  {
    key: 'lms/order',
    path: '/lms/order',
    area: 'staff',
    title: 'waybillOrder.menu.order',
    permission: Permission.lmsWaybillOrder,
    menuGroup: 'lms.service',
    load: staffOrder,
  },
  {
    key: 'lms/quick-order',
    path: '/lms/quick-order',
    area: 'staff',
    title: 'waybillOrder.menu.quickOrder',
    permission: Permission.lmsWaybillOrder,
    menuGroup: 'lms.service',
    load: quickOrder,
  },
];

/** The customer's order screen (`/client/lms/order`). */
const ORDER_CUSTOMER_ROUTES: AppRoute[] = [
  {
    key: 'lms/order',
    path: '/client/lms/order',
    area: 'customer',
    title: 'waybillOrder.menu.order',
    permission: Permission.lmsWaybillOrder,
    sysCode: 'LMS',
    menuGroup: 'lms',
    load: customerOrder,
  },
];

export const orderModule: WebModule = { routes: [...ORDER_STAFF_ROUTES, ...ORDER_CUSTOMER_ROUTES] };
