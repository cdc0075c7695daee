import { BILL_TITLES, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → Statement bills (staff) and the customer portal's bills (issue 15). */
const staffBills = () => import('./BillListPage.tsx').then((m) => ({ Component: m.StatementBillPage }));
const customerBills = () => import('./BillListPage.tsx').then((m) => ({ Component: m.CustomerBillPage }));

export const billModule: WebModule = {
  routes: [
    {
      key: 'fms/statementBill',
      path: '/fms/statement-bill',
      area: 'staff',
      title: BILL_TITLES.list,
      permission: Permission.statementBill,
      menuGroup: 'fms',
      load: staffBills,
    },
    {
      key: 'fms/bill/customer',
      path: '/client/fms/bills',
      area: 'customer',
      title: BILL_TITLES.customer,
      permission: Permission.customerBill,
      menuGroup: 'fms',
      load: customerBills,
    },
  ],
};
