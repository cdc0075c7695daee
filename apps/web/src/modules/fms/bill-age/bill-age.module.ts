import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

const page = () => import('./BillAgePage.tsx').then((m) => ({ Component: m.BillAgePage }));

const billAgeRoutes: AppRoute[] = [
  {
    key: 'fms/billAge',
    path: '/fms/bill-age',
    area: 'staff',
    title: 'billAge.title',
    permission: Permission.billAge,
    menuGroup: 'fms',
    load: page,
  },
];

/** Receivable ageing (finance). */
export const billAgeModule: WebModule = { routes: billAgeRoutes };
