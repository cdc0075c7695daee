import {
  AGENT_BILL_API,
  type AgeMode,
  BILL_STATUS_VALUES,
  type BillStatusValue,
  type EndpointOutput,
  PAGE_SIZE,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { type BillParty, type BillRow, periodInput } from '#web/modules/fms/bill/index.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

/** The agent-bill API (`AGENT_BILL_API`) as the agent settlement screens use it. */

export type AgentBillRow = EndpointOutput<typeof AGENT_BILL_API.search>['records'][number];
export type AgentAgeRow = EndpointOutput<typeof AGENT_BILL_API.age>['records'][number];
export type AgentLedger = EndpointOutput<typeof AGENT_BILL_API.ledger>;

export const agentBillKeys = {
  all: ['fmsAgentBill'] as const,
  age: ['fmsAgentBill', 'age'] as const,
  ledger: (agentId: string, from: string, to: string) =>
    ['fmsAgentBill', 'ledger', agentId, from, to] as const,
};

export const agentBillApi = {
  preview: (agentId: string, days: readonly [string, string]) =>
    callEndpoint(AGENT_BILL_API.preview, { agentId, ...periodInput(days) }, { quiet: true }),
  make: (input: {
    partyId: string;
    days: readonly [string, string];
    remark?: string | undefined;
    requestKey: string;
  }) =>
    callEndpoint(AGENT_BILL_API.make, {
      agentId: input.partyId,
      ...periodInput(input.days),
      ...(input.remark?.trim() ? { remark: input.remark.trim() } : {}),
      requestKey: input.requestKey,
    }),
  cancel: (id: string) => callEndpoint(AGENT_BILL_API.cancel, { id }),
  remark: (id: string, remark: string) => callEndpoint(AGENT_BILL_API.remark, { id, remark }),
  startExport: (id: string) => callEndpoint(AGENT_BILL_API.export, { id }),
  pdf: (id: string, billNo: string) =>
    download(AGENT_BILL_API.pdf.url, { method: 'GET', params: { id }, fallbackName: `${billNo}.pdf` }),
  ageBills: (agentId: string, mode: AgeMode) => callEndpoint(AGENT_BILL_API.ageBills, { agentId, mode }),
  ledger: (agentId: string, days: readonly [string, string]) =>
    callEndpoint(AGENT_BILL_API.ledger, { agentId, ...periodInput(days) }),
};

/** The make dialog of the statement bills, billing agents. */
export const AGENT_PARTY: BillParty = {
  entity: 'agent',
  labelKey: 'agentBill.agent',
  hintKey: 'agentBill.periodHint',
  queryKey: agentBillKeys.all,
  preview: agentBillApi.preview,
  make: agentBillApi.make,
};

/** An agent bill in the shape of the bill table's rows (the agent in the party columns). */
export const asBillRow = (r: AgentBillRow): BillRow => ({
  ...r,
  customerId: r.agentId,
  customerCode: r.agentCode,
  customerName: r.agentName,
});

export const AGENT_BILL_TABS = ['open', 'cancelled'] as const;

type FormValues = {
  agentId?: string;
  status?: BillStatusValue[];
  billNo?: string;
  billTime?: [string, string];
};

/** The criteria sent to `fms/agentBill/search`: blanks dropped, days as instants, the tab as `cancelled`. */
export function agentBillCriteria(v: FormValues, tab: string | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (v.agentId) out.agentId = v.agentId;
  if (v.status?.length) out.status = v.status;
  if (v.billNo?.trim()) out.billNo = v.billNo.trim();
  const range = dayRangeInstants(v.billTime);
  if (range) out.billTime = range;
  if (tab === 'cancelled') out.cancelled = true;
  return out;
}

/** Criteria, cancelled tab and page in the URL, 50 rows a page. */
export const AGENT_BILL_VIEW: ListView = {
  queryKey: agentBillKeys.all,
  url: AGENT_BILL_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: {
    agentId: 'text',
    status: { kind: 'numbers', options: BILL_STATUS_VALUES },
    billNo: 'text',
    billTime: 'range',
  },
  tabs: AGENT_BILL_TABS,
  toCriteria: (values, tab) => agentBillCriteria(values as FormValues, tab),
};

/** The ageing screen: mode and agent in the URL, the whole answer as one page. */
export const AGENT_AGE_VIEW: ListView = {
  queryKey: agentBillKeys.age,
  pageSize: 1000,
  criteria: { mode: 'text', agentId: 'text' },
  load: async (body) => {
    const c = (body.criteria ?? {}) as Record<string, unknown>;
    const answer = await callEndpoint(AGENT_BILL_API.age, {
      criteria: {
        mode: c.mode === 'month' ? 'month' : 'day',
        ...(c.agentId ? { agentId: String(c.agentId) } : {}),
      },
      ...(body.permissionScope ? { permissionScope: String(body.permissionScope) } : {}),
    } as never);
    return { records: answer.records, total: answer.records.length, page: 1, size: answer.records.length };
  },
};
