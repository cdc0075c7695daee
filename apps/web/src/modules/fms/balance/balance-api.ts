import { BALANCE_API, BALANCE_FLOW_TYPE_VALUES, type EndpointOutput } from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The balance API as the balance, balance-flow and customer-ledger screens use it (`BALANCE_API`). */
export type BalanceDetail = EndpointOutput<typeof BALANCE_API.detail>;
export type BalanceRecord = EndpointOutput<typeof BALANCE_API.search>['records'][number];
export type BalanceFlowRecord = EndpointOutput<typeof BALANCE_API.flowSearch>['records'][number];
export type CustomerLedger = EndpointOutput<typeof BALANCE_API.ledger>;

export const balanceKeys = {
  all: ['fmsBalance'] as const,
  detail: (customerId: string | undefined) => ['fmsBalance', 'detail', customerId ?? 'own'] as const,
  flows: ['fmsBalanceFlow'] as const,
  ledger: (customerId: string, from: string, to: string) =>
    ['fmsCustomerLedger', customerId, from, to] as const,
};

export const balanceApi = {
  /** A customer's position; a customer user's own without an id. */
  detail: (customerId?: string) => callEndpoint(BALANCE_API.detail, customerId ? { customerId } : {}),
  /** The ledger over the days `from`..`to` (both included: the server takes [from, to + 1 day)). */
  ledger: (customerId: string, from: string, to: string) =>
    callEndpoint(BALANCE_API.ledger, {
      customerId,
      from: dayjs(from).startOf('day').toISOString(),
      to: dayjs(to).add(1, 'day').startOf('day').toISOString(),
    }),
};

/** Staff balances: customer and "negative only" in the URL. */
export const BALANCE_VIEW: ListView = {
  queryKey: balanceKeys.all,
  url: BALANCE_API.search.url,
  pageSize: 20,
  criteria: { customerId: 'text', negative: 'flag' },
  toCriteria: (values) => ({
    ...(values.customerId ? { customerId: values.customerId } : {}),
    ...(values.negative === 1 ? { negative: true } : {}),
  }),
};

function flowCriteria(values: SearchValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (values.customerId) out.customerId = values.customerId;
  if (Array.isArray(values.type) && values.type.length) out.type = values.type;
  const relatedNo = typeof values.relatedNo === 'string' ? values.relatedNo.trim() : '';
  if (relatedNo) out.relatedNo = relatedNo;
  const createdAt = dayRangeInstants(values.createdAt as [string, string] | undefined);
  if (createdAt) out.createdAt = createdAt;
  return out;
}

const flowType = { kind: 'numbers', options: BALANCE_FLOW_TYPE_VALUES } as const;

/** Staff balance flows: customer, types, related number and time in the URL. */
export const BALANCE_FLOW_VIEW: ListView = {
  queryKey: balanceKeys.flows,
  url: BALANCE_API.flowSearch.url,
  pageSize: 50,
  criteria: { customerId: 'text', type: flowType, relatedNo: 'text', createdAt: 'range' },
  toCriteria: flowCriteria,
};

/** A customer's own balance flows (the server answers only its own). */
export const OWN_BALANCE_FLOW_VIEW: ListView = {
  queryKey: balanceKeys.flows,
  url: BALANCE_API.flowSearch.url,
  pageSize: 50,
  criteria: { type: flowType, relatedNo: 'text', createdAt: 'range' },
  toCriteria: flowCriteria,
};
