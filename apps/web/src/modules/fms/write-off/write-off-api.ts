import {
  CHARGE_BILL_API,
  ChargeBillStatus,
  type EndpointOutput,
  isPositiveAmount,
  PAGE_SIZE,
  WRITE_OFF_API,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The write-off API (`WRITE_OFF_API`) and the receipts a write-off may draw on. */

export type WriteOffRow = EndpointOutput<typeof WRITE_OFF_API.search>['records'][number];
export type ReceiptRow = EndpointOutput<typeof CHARGE_BILL_API.search>['records'][number];

export const writeOffKeys = {
  all: ['fmsWriteOff'] as const,
  ofBill: (billId: string) => ['fmsWriteOff', 'bill', billId] as const,
  receipts: (customerId: string) => ['fmsWriteOff', 'receipts', customerId] as const,
};

/** How many of a customer's confirmed receipts the write-off dialog offers (newest first). */
const RECEIPT_CHOICES = 200;

export const writeOffApi = {
  make: (input: {
    billId: string;
    value: string;
    customerId: string;
    chargeId?: string;
    requestKey: string;
  }) =>
    callEndpoint(WRITE_OFF_API.make, {
      customerId: input.customerId,
      ...(input.chargeId ? { chargeId: input.chargeId } : {}),
      items: [{ billId: input.billId, value: input.value }],
      requestKey: input.requestKey,
    }),
  cancel: (id: string) => callEndpoint(WRITE_OFF_API.cancel, { id }),
  ofBill: (billId: string) =>
    callEndpoint(WRITE_OFF_API.search, { page: 1, size: PAGE_SIZE, criteria: { billId } }),
  /** The customer's confirmed receipts with something left to match. */
  openReceipts: async (customerId: string) => {
    const page = await callEndpoint(CHARGE_BILL_API.search, {
      page: 1,
      size: RECEIPT_CHOICES,
      criteria: { customerId, status: [ChargeBillStatus.confirmed] },
    });
    return page.records.filter((r) => isPositiveAmount(r.unmatched));
  },
};

/** The write-off list: customer and code criteria, cancelled tab, page in the URL. */
export const WRITE_OFF_TABS = ['open', 'cancelled'] as const;
export const WRITE_OFF_VIEW: ListView = {
  queryKey: writeOffKeys.all,
  url: WRITE_OFF_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: { customerId: 'text', code: 'text' },
  tabs: WRITE_OFF_TABS,
  toCriteria: (values, tab) => {
    const out: Record<string, unknown> = {};
    if (values.customerId) out.customerId = values.customerId;
    if (typeof values.code === 'string' && values.code.trim()) out.code = values.code.trim();
    if (tab === 'cancelled') out.cancelled = true;
    return out;
  },
};
