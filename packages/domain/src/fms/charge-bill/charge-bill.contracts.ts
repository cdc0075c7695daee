import { nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  chargeClaimPayload,
  chargeIdPayload,
  chargeRecordAnswer,
  chargeRefundCancelPayload,
  chargeRefundPayload,
  chargeRegisterAnswer,
  chargeRegisterPayload,
  chargeRejectPayload,
  chargeSearchPayload,
} from './charge-bill.ts';

const base = '/fms/chargeBill';
const post = <I extends import('zod').ZodType>(action: string, input: I, summary: string) =>
  defineEndpoint({
    method: 'POST',
    url: `${base}/${action}` as `/${string}`,
    input,
    output: nullAnswer,
    summary,
  });

/** Receipts (charge bills) and charge claim (DESIGN §4 "Finance, receivables"). */
export const CHARGE_BILL_API = {
  register: defineEndpoint({
    method: 'POST',
    url: `${base}/register`,
    input: chargeRegisterPayload,
    output: chargeRegisterAnswer,
    summary: 'Registers a receipt (staff: for a customer or unclaimed; a customer: its own)',
  }),
  confirm: post('confirm', chargeIdPayload, 'Confirms a receipt: its value posts to the balance'),
  reject: post('reject', chargeRejectPayload, 'Rejects a registered receipt with a reason'),
  cancel: post('cancel', chargeIdPayload, 'Cancels a registered receipt'),
  cancelConfirm: post('cancelConfirm', chargeIdPayload, 'Takes back a confirmation without write-offs'),
  refund: post('refund', chargeRefundPayload, 'Refunds at most the unmatched amount of a confirmed receipt'),
  cancelRefund: post('cancelRefund', chargeRefundCancelPayload, 'Cancels a refund (by the refund id)'),
  claim: post('claim', chargeClaimPayload, 'Claims an unclaimed receipt for a customer'),
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: chargeSearchPayload,
    output: searchResultOf(chargeRecordAnswer),
    summary: 'Receipts, newest first (a customer user: its own)',
  }),
};
