import {
  CHARGE_BILL_API,
  CHARGE_BILL_STATUS_VALUES,
  type ChargeRecord,
  type EndpointInput,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { randomId } from '#web/shell/request/headers.ts';

/** The receipt (charge bill) API as the receipt, charge-claim and pay-record screens use it. */
export type { ChargeRecord };
export type ChargeRefund = ChargeRecord['refunds'][number];
export type ChargeRegisterInput = EndpointInput<typeof CHARGE_BILL_API.register>;

export const chargeBillKeys = { all: ['fmsChargeBill'] as const };

export const chargeBillApi = {
  register: (body: ChargeRegisterInput) => callEndpoint(CHARGE_BILL_API.register, body),
  confirm: (id: string, requestKey: string) => callEndpoint(CHARGE_BILL_API.confirm, { id, requestKey }),
  reject: (id: string, reason: string) => callEndpoint(CHARGE_BILL_API.reject, { id, reason }),
  cancel: (id: string) => callEndpoint(CHARGE_BILL_API.cancel, { id }),
  cancelConfirm: (id: string, requestKey: string) =>
    callEndpoint(CHARGE_BILL_API.cancelConfirm, { id, requestKey }),
  refund: (body: { id: string; value: string; reason: string; requestKey: string }) =>
    callEndpoint(CHARGE_BILL_API.refund, body),
  cancelRefund: (id: string) => callEndpoint(CHARGE_BILL_API.cancelRefund, { id }),
  claim: (id: string, customerId: string) => callEndpoint(CHARGE_BILL_API.claim, { id, customerId }),
};

/** A key the server uses to answer a repeated click once (one per dialog open or action). */
export const newRequestKey = (): string => randomId();

/** The search form's values as the API's criteria: the pay-time days as instants. */
function chargeCriteria(values: SearchValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (values.customerId) out.customerId = values.customerId;
  if (Array.isArray(values.status) && values.status.length) out.status = values.status;
  const chargeNo = typeof values.chargeNo === 'string' ? values.chargeNo.trim() : '';
  if (chargeNo) out.chargeNo = chargeNo;
  const payTime = dayRangeInstants(values.payTime as [string, string] | undefined);
  if (payTime) out.payTime = payTime;
  return out;
}

const criteria = {
  customerId: 'text',
  status: { kind: 'numbers', options: CHARGE_BILL_STATUS_VALUES },
  chargeNo: 'text',
  payTime: 'range',
} as const;

/** Staff receipts: customer, statuses, receipt number and pay time in the URL. */
export const CHARGE_BILL_VIEW: ListView = {
  queryKey: chargeBillKeys.all,
  url: CHARGE_BILL_API.search.url,
  pageSize: 20,
  criteria,
  toCriteria: chargeCriteria,
};

/** Charge claim: the receipts registered without a customer. */
export const CHARGE_CLAIM_VIEW: ListView = {
  queryKey: chargeBillKeys.all,
  url: CHARGE_BILL_API.search.url,
  pageSize: 20,
  criteria: { status: criteria.status, chargeNo: 'text', payTime: 'range' },
  toCriteria: (values) => ({ ...chargeCriteria(values), unclaimed: true }),
};

/** A customer's own receipts (the server answers only its own). */
export const PAY_RECORD_VIEW: ListView = {
  queryKey: chargeBillKeys.all,
  url: CHARGE_BILL_API.search.url,
  pageSize: 20,
  criteria: { status: criteria.status, chargeNo: 'text', payTime: 'range' },
  toCriteria: chargeCriteria,
};
