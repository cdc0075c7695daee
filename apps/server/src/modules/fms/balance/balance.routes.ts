import { BALANCE_API, Permission } from '@freightdesk/domain';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import {
  balanceDetail,
  balanceFlowList,
  balanceList,
  customerLedger,
  searchBalanceFlows,
  searchBalances,
} from './balance-read.service.ts';

/** Balances, balance flows and the customer ledger: `BALANCE_API` (customer routes share the codes). */
export const balanceRoutes = [
  scopedRoute(balanceList, {
    contract: BALANCE_API.detail,
    permission: Permission.balance,
    handler: balanceDetail,
  }),
  scopedRoute(balanceList, {
    contract: BALANCE_API.search,
    permission: Permission.balance,
    handler: searchBalances,
  }),
  scopedRoute(balanceFlowList, {
    contract: BALANCE_API.flowSearch,
    permission: Permission.balanceFlow,
    handler: searchBalanceFlows,
  }),
  scopedRoute(balanceFlowList, {
    contract: BALANCE_API.ledger,
    permission: Permission.customerLedger,
    handler: customerLedger,
  }),
];
