import {
  BANK_STATEMENT_API,
  type EndpointOutput,
  PAGE_SIZE,
  type StatementMapping,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { periodOf } from '#web/modules/fms/account-flow/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The bank-statement API (`BANK_STATEMENT_API`). */
export type StatementLineRow = EndpointOutput<typeof BANK_STATEMENT_API.lines>['records'][number];
export type StatementLinesAnswer = EndpointOutput<typeof BANK_STATEMENT_API.lines>;
export type StatementPreview = EndpointOutput<typeof BANK_STATEMENT_API.importPreview>;
export type StatementCandidate = EndpointOutput<typeof BANK_STATEMENT_API.candidates>[number];

export const bankStatementKeys = { all: ['fmsBankStatement'] as const };

export const bankStatementApi = {
  preview: (accountId: string, fileId: string) =>
    callEndpoint(BANK_STATEMENT_API.importPreview, { accountId, fileId }),
  import: (input: { accountId: string; fileId: string; mapping: StatementMapping; requestKey: string }) =>
    callEndpoint(BANK_STATEMENT_API.import, input),
  smartCategory: (input: { accountId?: string; requestKey: string }) =>
    callEndpoint(BANK_STATEMENT_API.smartCategory, input),
  candidates: (lineId: string) => callEndpoint(BANK_STATEMENT_API.candidates, { lineId }),
  match: (lineId: string, flowId: string) => callEndpoint(BANK_STATEMENT_API.match, { lineId, flowId }),
  unmatch: (lineId: string) => callEndpoint(BANK_STATEMENT_API.unmatch, { lineId }),
  claim: (lineId: string) => callEndpoint(BANK_STATEMENT_API.claim, { lineId }),
};

export const STATEMENT_TABS = ['unmatched', 'matched', 'all'] as const;

function lineCriteria(values: SearchValues, tab: string | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['accountId', 'direction', 'keyword', 'statementId'] as const) {
    const v = typeof values[key] === 'string' ? (values[key] as string).trim() : '';
    if (v) out[key] = v;
  }
  if (tab === 'unmatched' || tab === 'matched') out.status = tab;
  return { ...out, ...periodOf(values.tradeTime) };
}

/** Statement lines, newest first: account, direction, keyword, trade dates and the status tab in the URL. */
export const BANK_STATEMENT_VIEW: ListView = {
  queryKey: bankStatementKeys.all,
  url: BANK_STATEMENT_API.lines.url,
  pageSize: PAGE_SIZE,
  criteria: {
    accountId: 'text',
    direction: { kind: 'text', options: ['in', 'out'] },
    keyword: 'text',
    statementId: 'text',
    tradeTime: 'range',
  },
  tabs: STATEMENT_TABS,
  toCriteria: lineCriteria,
};
