import {
  BILL_API,
  BILL_STATUS_VALUES,
  type BillStatusValue,
  billPeriodEnd,
  type EndpointInput,
  type EndpointOutput,
  PAGE_SIZE,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

/** The statement-bill API (`BILL_API`) as the bill screens use it. */

export type BillRow = EndpointOutput<typeof BILL_API.search>['records'][number];
export type BillDetail = EndpointOutput<typeof BILL_API.detail>;
export type BillPreview = EndpointOutput<typeof BILL_API.preview>;
export type BillMakeInput = EndpointInput<typeof BILL_API.make>;

export const billKeys = {
  all: ['fmsBill'] as const,
  detail: (id: string) => ['fmsBill', 'detail', id] as const,
  preview: (customerId: string, from: string, to: string) =>
    ['fmsBill', 'preview', customerId, from, to] as const,
};

/** The make dialog's period (first and last day, `YYYY-MM-DD`) as the API's `[from, to)`. */
export const periodInput = (days: readonly [string, string]) => ({
  from: days[0],
  to: billPeriodEnd(days[1]),
});

export const billApi = {
  preview: (customerId: string, days: readonly [string, string]) =>
    callEndpoint(BILL_API.preview, { customerId, ...periodInput(days) }, { quiet: true }),
  make: (input: {
    customerId: string;
    days: readonly [string, string];
    remark?: string;
    requestKey: string;
  }) =>
    callEndpoint(BILL_API.make, {
      customerId: input.customerId,
      ...periodInput(input.days),
      ...(input.remark?.trim() ? { remark: input.remark.trim() } : {}),
      requestKey: input.requestKey,
    }),
  cancel: (id: string) => callEndpoint(BILL_API.cancel, { id }),
  remark: (id: string, remark: string) => callEndpoint(BILL_API.remark, { id, remark }),
  detail: (id: string) => callEndpoint(BILL_API.detail, { id }),
  startExport: (id: string) => callEndpoint(BILL_API.export, { id }),
  pdf: (id: string, billNo: string) =>
    download(BILL_API.pdf.url, { method: 'GET', params: { id }, fallbackName: `${billNo}.pdf` }),
};

/** The tabs of the staff list: open bills, and the cancelled ones. */
export const BILL_TABS = ['open', 'cancelled'] as const;

/** The search form's values as the URL keeps them. */
export type BillFormValues = {
  customerId?: string;
  status?: BillStatusValue[];
  billNo?: string;
  billTime?: [string, string];
};

/** The criteria sent to `fms/bill/search`: blanks dropped, days as instants, the tab as `cancelled`. */
export function billCriteria(v: BillFormValues, tab: string | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (v.customerId) out.customerId = v.customerId;
  if (v.status?.length) out.status = v.status;
  if (v.billNo?.trim()) out.billNo = v.billNo.trim();
  const range = dayRangeInstants(v.billTime);
  if (range) out.billTime = range;
  if (tab === 'cancelled') out.cancelled = true;
  return out;
}

/** Staff: criteria, cancelled tab and page in the URL, 50 rows a page. */
export const BILL_VIEW: ListView = {
  queryKey: billKeys.all,
  url: BILL_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: {
    customerId: 'text',
    status: { kind: 'numbers', options: BILL_STATUS_VALUES },
    billNo: 'text',
    billTime: 'range',
  },
  tabs: BILL_TABS,
  toCriteria: (values, tab) => billCriteria(values as BillFormValues, tab),
};

/** A customer user: its own open bills (the server ignores any customer sent). */
export const BILL_CUSTOMER_VIEW: ListView = {
  queryKey: [...billKeys.all, 'customer'],
  url: BILL_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: { status: { kind: 'numbers', options: BILL_STATUS_VALUES }, billNo: 'text', billTime: 'range' },
  toCriteria: (values) => billCriteria(values as BillFormValues, null),
};
