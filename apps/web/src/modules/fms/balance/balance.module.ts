import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

/** Balances, balance flows and the customer ledger (staff, finance); own balance and flows (customer portal). */
const balances = () => import('./BalancePage.tsx').then((m) => ({ Component: m.BalancePage }));
const flows = () => import('./BalanceFlowPage.tsx').then((m) => ({ Component: m.BalanceFlowPage }));
const ledger = () => import('./CustomerLedgerPage.tsx').then((m) => ({ Component: m.CustomerLedgerPage }));
const ownBalance = () =>
  import('./CustomerBalancePage.tsx').then((m) => ({ Component: m.CustomerBalancePage }));

const balanceRoutes: AppRoute[] = [
  {
    key: 'fms/balance',
    path: '/fms/balance',
    area: 'staff',
    title: 'balance.route.balance',
    permission: Permission.balance,
    menuGroup: 'fms',
    load: balances,
  },
  {
    key: 'fms/balanceFlow',
    path: '/fms/balance-flow',
    area: 'staff',
    title: 'balance.route.balanceFlow',
    permission: Permission.balanceFlow,
    menuGroup: 'fms',
    load: flows,
  },
  {
    key: 'fms/customerLedger',
    path: '/fms/customer-ledger',
    area: 'staff',
    title: 'balance.route.customerLedger',
    permission: Permission.customerLedger,
    menuGroup: 'fms',
    load: ledger,
  },
  {
    key: 'fms/balance',
    path: '/client/fms/balance',
    area: 'customer',
    title: 'balance.route.myBalance',
    permission: Permission.balance,
    menuGroup: 'fms',
    load: ownBalance,
  },
  {
    key: 'fms/balanceFlow',
    path: '/client/fms/balance-flow',
    area: 'customer',
    title: 'balance.route.balanceFlow',
    permission: Permission.balanceFlow,
    menuGroup: 'fms',
    load: flows,
  },
];

export const balanceModule: WebModule = { routes: balanceRoutes };
