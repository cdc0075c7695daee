import { searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  balanceDetailAnswer,
  balanceDetailQuery,
  balanceFlowRecordAnswer,
  balanceFlowSearchPayload,
  balanceRecordAnswer,
  balanceSearchPayload,
  customerLedgerAnswer,
  customerLedgerPayload,
} from './balance.ts';

/** Balance, balance flows and the customer ledger (DESIGN §4 "Finance, receivables"). */
export const BALANCE_API = {
  detail: defineEndpoint({
    method: 'GET',
    url: '/fms/balance/detail',
    input: balanceDetailQuery,
    output: balanceDetailAnswer,
    summary: 'A customer balance, unconfirmed receipts, unbilled fees, estimated balance and available',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/balance/search',
    input: balanceSearchPayload,
    output: searchResultOf(balanceRecordAnswer),
    summary: 'The balances of the customers in the caller’s data scope',
  }),
  flowSearch: defineEndpoint({
    method: 'POST',
    url: '/fms/balanceFlow/search',
    input: balanceFlowSearchPayload,
    output: searchResultOf(balanceFlowRecordAnswer),
    summary: 'Balance flow rows, newest first (a customer user: its own)',
  }),
  ledger: defineEndpoint({
    method: 'POST',
    url: '/fms/customerLedger/search',
    input: customerLedgerPayload,
    output: customerLedgerAnswer,
    summary: 'A customer ledger over a period: opening, bills, receipts, write-offs, refunds, closing',
  }),
};
