import { ACCOUNT_FLOW_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { accountBalances, searchAccountFlows } from './account-flow-read.service.ts';

/** Account flows and account balances: `ACCOUNT_FLOW_API` (staff only). */
export const accountFlowRoutes = [
  route({
    contract: ACCOUNT_FLOW_API.search,
    permission: Permission.accountFlow,
    handler: searchAccountFlows,
  }),
  route({
    contract: ACCOUNT_FLOW_API.balances,
    // every money screen picks its cash account from the balances
    permission: [
      Permission.accountFlow,
      Permission.bankTransfer,
      Permission.operatingIncomeExpense,
      Permission.nonOperatingIncomeExpense,
      Permission.bankStatement,
      Permission.paymentBillPay,
    ],
    handler: accountBalances,
  }),
];
