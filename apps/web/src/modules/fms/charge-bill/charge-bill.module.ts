import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

/** Receipts and charge claim (staff, finance) and the customer's pay records (customer portal). */
const receipts = () => import('./ChargeBillPage.tsx').then((m) => ({ Component: m.ChargeBillPage }));
const claim = () => import('./ChargeClaimPage.tsx').then((m) => ({ Component: m.ChargeClaimPage }));
const payRecords = () => import('./PayRecordPage.tsx').then((m) => ({ Component: m.PayRecordPage }));

const chargeBillRoutes: AppRoute[] = [
  {
    key: 'fms/chargeBill',
    path: '/fms/charge-bill',
    area: 'staff',
    title: 'chargeBill.route.chargeBill',
    permission: Permission.chargeBill,
    menuGroup: 'fms',
    load: receipts,
  },
  {
    key: 'fms/chargeClaim',
    path: '/fms/charge-claim',
    area: 'staff',
    title: 'chargeBill.route.chargeClaim',
    permission: Permission.chargeClaim,
    menuGroup: 'fms',
    load: claim,
  },
  {
    key: 'fms/payRecord',
    path: '/client/fms/pay-record',
    area: 'customer',
    title: 'chargeBill.route.payRecord',
    permission: Permission.payRecord,
    menuGroup: 'fms',
    load: payRecords,
  },
];

export const chargeBillModule: WebModule = { routes: chargeBillRoutes };
