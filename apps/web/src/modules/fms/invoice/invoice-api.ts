import {
  type EndpointInput,
  type EndpointOutput,
  INVOICE_API,
  INVOICE_STATUSES,
  PAGE_SIZE,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

/** The invoice API (`INVOICE_API`) as the invoice screens use it. */

export type InvoiceRow = EndpointOutput<typeof INVOICE_API.search>['records'][number];
export type InvoiceDetail = EndpointOutput<typeof INVOICE_API.detail>;
export type InvoiceTitleChoice = EndpointOutput<typeof INVOICE_API.titles>[number];
export type InvoiceIssueInput = EndpointInput<typeof INVOICE_API.issue>;

export const invoiceKeys = {
  all: ['fmsInvoice'] as const,
  detail: (id: string) => ['fmsInvoice', 'detail', id] as const,
  titles: (customerId: string) => ['fmsInvoice', 'titles', customerId] as const,
  openBills: (customerId: string) => ['fmsInvoice', 'openBills', customerId] as const,
};

export const invoiceApi = {
  titles: (customerId: string) => callEndpoint(INVOICE_API.titles, { customerId }),
  issue: (input: InvoiceIssueInput) => callEndpoint(INVOICE_API.issue, input),
  cancel: (id: string, reason: string) => callEndpoint(INVOICE_API.cancel, { id, reason }),
  send: (id: string) => callEndpoint(INVOICE_API.send, { id }),
  detail: (id: string) => callEndpoint(INVOICE_API.detail, { id }),
  pdf: (id: string, invoiceNo: string) =>
    download(INVOICE_API.pdf.url, { method: 'GET', params: { id }, fallbackName: `${invoiceNo}.pdf` }),
};

/** The tabs of the list: every invoice, then one per status. */
export const INVOICE_TABS = ['all', ...INVOICE_STATUSES] as const;

type FormValues = { customerId?: string; invoiceNo?: string; billNo?: string; issueTime?: [string, string] };

/** The criteria sent to `fms/invoice/search`: blanks dropped, days as instants, the tab as the status. */
export function invoiceCriteria(v: FormValues, tab: string | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (v.customerId) out.customerId = v.customerId;
  if (v.invoiceNo?.trim()) out.invoiceNo = v.invoiceNo.trim();
  if (v.billNo?.trim()) out.billNo = v.billNo.trim();
  const range = dayRangeInstants(v.issueTime);
  if (range) out.issueTime = range;
  if (tab && tab !== 'all') out.status = tab;
  return out;
}

/** Criteria, status tab and page in the URL, 50 rows a page. */
export const INVOICE_VIEW: ListView = {
  queryKey: invoiceKeys.all,
  url: INVOICE_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: { customerId: 'text', invoiceNo: 'text', billNo: 'text', issueTime: 'range' },
  tabs: INVOICE_TABS,
  toCriteria: (values, tab) => invoiceCriteria(values as FormValues, tab),
};
