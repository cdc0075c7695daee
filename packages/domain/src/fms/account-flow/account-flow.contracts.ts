import { searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  accountBalanceAnswer,
  accountBalancesPayload,
  accountFlowRecordAnswer,
  accountFlowSearchPayload,
} from './account-flow.ts';

/** Account flows (DESIGN §4 "Finance, payables and treasurer"). */
export const ACCOUNT_FLOW_API = {
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/accountFlow/search',
    input: accountFlowSearchPayload,
    output: searchResultOf(accountFlowRecordAnswer),
    summary: 'Flows of the cash accounts, newest first',
  }),
  balances: defineEndpoint({
    method: 'POST',
    url: '/fms/accountFlow/balances',
    input: accountBalancesPayload,
    output: accountBalanceAnswer.array(),
    summary: 'Per cash account: opening, in, out and closing over a period, and the balance now',
  }),
};
