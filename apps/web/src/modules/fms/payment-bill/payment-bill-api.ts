import {
  AGENT_BILL_API,
  type EndpointOutput,
  PAGE_SIZE,
  PAYMENT_BILL_API,
  PAYMENT_BILL_STATUS_LABELS,
  type PaymentBillStatusValue,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The payment-bill API (`PAYMENT_BILL_API`) as the payment screens use it. */
export type PaymentBillRow = EndpointOutput<typeof PAYMENT_BILL_API.search>['records'][number];
export type Advances = EndpointOutput<typeof PAYMENT_BILL_API.advances>;

export const PAYMENT_STATUS_VALUES = Object.keys(PAYMENT_BILL_STATUS_LABELS).map(
  Number,
) as PaymentBillStatusValue[];

export const paymentBillKeys = {
  all: ['fmsPaymentBill'] as const,
  advances: ['fmsPaymentBill', 'advances'] as const,
};

export type ApplyInput = {
  agentId: string;
  billIds: string[];
  value?: string;
  currency: string;
  payeeAccount: string;
  expectedPayTime?: string;
  fileIds: string[];
  remark?: string;
  requestKey: string;
};

export const paymentBillApi = {
  apply: (input: ApplyInput) => callEndpoint(PAYMENT_BILL_API.apply, input),
  approve: (id: string) => callEndpoint(PAYMENT_BILL_API.approve, { id }),
  pay: (input: { id: string; cashAccountId: string; payTime?: string; requestKey: string }) =>
    callEndpoint(PAYMENT_BILL_API.pay, input),
  cancelPay: (id: string) => callEndpoint(PAYMENT_BILL_API.cancelPay, { id }),
  cancel: (id: string) => callEndpoint(PAYMENT_BILL_API.cancel, { id }),
  writeOff: (input: { id: string; items: { billId: string; value: string }[]; requestKey: string }) =>
    callEndpoint(PAYMENT_BILL_API.writeOff, input),
  advances: () => callEndpoint(PAYMENT_BILL_API.advances, undefined as never),
  /** The agent's open bills with something unwritten, for the apply dialog. */
  openBills: async (agentId: string) => {
    const page = await callEndpoint(
      AGENT_BILL_API.search,
      { page: 1, size: 200, criteria: { agentId, status: [0, 10] }, sort: [] },
      { quiet: true },
    );
    return page.records;
  },
};

function paymentCriteria(values: SearchValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (values.agentId) out.agentId = values.agentId;
  if (Array.isArray(values.status) && values.status.length) out.status = values.status;
  const no = typeof values.paymentNo === 'string' ? values.paymentNo.trim() : '';
  if (no) out.paymentNo = no;
  return out;
}

/** Payment bills, newest first: agent, statuses and number in the URL. */
export const PAYMENT_BILL_VIEW: ListView = {
  queryKey: paymentBillKeys.all,
  url: PAYMENT_BILL_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: {
    agentId: 'text',
    status: { kind: 'numbers', options: PAYMENT_STATUS_VALUES },
    paymentNo: 'text',
  },
  toCriteria: paymentCriteria,
};
