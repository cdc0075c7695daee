import { ACCOUNT_FLOW_API, ACCOUNT_FLOW_SOURCES, type EndpointOutput } from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The account-flow API (`ACCOUNT_FLOW_API`) as the account-flow screen uses it. */
export type AccountFlowRow = EndpointOutput<typeof ACCOUNT_FLOW_API.search>['records'][number];
export type AccountBalanceRow = EndpointOutput<typeof ACCOUNT_FLOW_API.balances>[number];

/** The days `[first, last]` of a picked range as the instants `[from, to)` the API takes (either may be open). */
export type Period = { from?: string; to?: string };
export function periodOf(range: unknown): Period {
  const [first, last] = Array.isArray(range) ? (range as string[]) : [];
  return {
    ...(first ? { from: dayjs(first).startOf('day').toISOString() } : {}),
    ...(last ? { to: dayjs(last).add(1, 'day').startOf('day').toISOString() } : {}),
  };
}

export const accountFlowKeys = {
  all: ['fmsAccountFlow'] as const,
  balances: (period: Period) => ['fmsAccountFlow', 'balances', period.from ?? '', period.to ?? ''] as const,
};

export const accountFlowApi = {
  balances: (period: Period) => callEndpoint(ACCOUNT_FLOW_API.balances, period),
};

function flowCriteria(values: SearchValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (values.accountId) out.accountId = values.accountId;
  if (values.source) out.source = values.source;
  const relatedNo = typeof values.relatedNo === 'string' ? values.relatedNo.trim() : '';
  if (relatedNo) out.relatedNo = relatedNo;
  return { ...out, ...periodOf(values.flowTime) };
}

/** Account flows, newest first: account, source, related number and flow days in the URL. */
export const ACCOUNT_FLOW_VIEW: ListView = {
  queryKey: accountFlowKeys.all,
  url: ACCOUNT_FLOW_API.search.url,
  pageSize: 50,
  criteria: {
    accountId: 'text',
    source: { kind: 'text', options: ACCOUNT_FLOW_SOURCES },
    relatedNo: 'text',
    flowTime: 'range',
  },
  toCriteria: flowCriteria,
};
