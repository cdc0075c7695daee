import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → Bank transfers: money moved between the company's own cash accounts, made and cancelled here. */
const transfers = () => import('./BankTransferPage.tsx').then((m) => ({ Component: m.BankTransferPage }));

export const bankTransferModule: WebModule = {
  routes: [
    {
      key: 'fms/bankTransfer',
      path: '/fms/bank-transfer',
      area: 'staff',
      title: 'bankTransfer.route.list',
      permission: Permission.bankTransfer,
      menuGroup: 'fms',
      load: transfers,
    },
  ],
};
