import { ACCOUNT_FLOW_API, type EndpointOutput } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** A cash account as the balances answer it: name, currency, enabled, balance now. */
export type CashAccountChoice = EndpointOutput<typeof ACCOUNT_FLOW_API.balances>[number];

/** Under the account flows' key: whatever refreshes the flows refreshes the balances offered. */
export const CASH_ACCOUNTS_KEY = ['fmsAccountFlow', 'accounts'] as const;

/** Every cash account with its currency, whether it is enabled and its balance now (pickers of money screens). */
export const cashAccountChoices = () => callEndpoint(ACCOUNT_FLOW_API.balances, {});

/** The cash accounts a money screen picks from (filter `enabled` for a new entry). */
export function useCashAccounts() {
  return useQuery({ queryKey: CASH_ACCOUNTS_KEY, queryFn: cashAccountChoices });
}
