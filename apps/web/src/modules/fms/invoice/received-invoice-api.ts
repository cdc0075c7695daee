import {
  type EndpointInput,
  type EndpointOutput,
  PAGE_SIZE,
  RECEIVED_INVOICE_API,
  RECEIVED_INVOICE_STATUSES,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The received-invoice API (`RECEIVED_INVOICE_API`) as its screen uses it. */

export type ReceivedInvoiceRow = EndpointOutput<typeof RECEIVED_INVOICE_API.search>['records'][number];
export type ReceivedInvoiceDetail = EndpointOutput<typeof RECEIVED_INVOICE_API.detail>;
export type OpenAgentBill = EndpointOutput<typeof RECEIVED_INVOICE_API.bills>[number];
export type ReceivedInvoiceInput = EndpointInput<typeof RECEIVED_INVOICE_API.record>;

export const receivedInvoiceKeys = {
  all: ['fmsReceivedInvoice'] as const,
  detail: (id: string) => ['fmsReceivedInvoice', 'detail', id] as const,
  bills: (agentId: string) => ['fmsReceivedInvoice', 'bills', agentId] as const,
};

export const receivedInvoiceApi = {
  bills: (agentId: string) => callEndpoint(RECEIVED_INVOICE_API.bills, { agentId }),
  record: (input: ReceivedInvoiceInput) => callEndpoint(RECEIVED_INVOICE_API.record, input),
  cancel: (id: string) => callEndpoint(RECEIVED_INVOICE_API.cancel, { id }),
  detail: (id: string) => callEndpoint(RECEIVED_INVOICE_API.detail, { id }),
};

/** The tabs of the list: every received invoice, then one per status. */
export const RECEIVED_INVOICE_TABS = ['all', ...RECEIVED_INVOICE_STATUSES] as const;

type FormValues = { agentId?: string; invoiceNo?: string; billNo?: string; invoiceDate?: [string, string] };

/** The criteria sent to `fms/receivedInvoice/search`: blanks dropped, an open end of the days filled. */
export function receivedInvoiceCriteria(v: FormValues, tab: string | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (v.agentId) out.agentId = v.agentId;
  if (v.invoiceNo?.trim()) out.invoiceNo = v.invoiceNo.trim();
  if (v.billNo?.trim()) out.billNo = v.billNo.trim();
  const [from, to] = v.invoiceDate ?? [];
  if (from || to) out.invoiceDate = [from || '0001-01-01', to || '9999-12-31'];
  if (tab && tab !== 'all') out.status = tab;
  return out;
}

/** Criteria, status tab and page in the URL, 50 rows a page. */
export const RECEIVED_INVOICE_VIEW: ListView = {
  queryKey: receivedInvoiceKeys.all,
  url: RECEIVED_INVOICE_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: { agentId: 'text', invoiceNo: 'text', billNo: 'text', invoiceDate: 'range' },
  tabs: RECEIVED_INVOICE_TABS,
  toCriteria: (values, tab) => receivedInvoiceCriteria(values as FormValues, tab),
};
