import { nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  advancesAnswer,
  paymentBillApplyAnswer,
  paymentBillApplyPayload,
  paymentBillDetailAnswer,
  paymentBillIdPayload,
  paymentBillPayAnswer,
  paymentBillPayPayload,
  paymentBillRecordAnswer,
  paymentBillSearchPayload,
  paymentBillWriteOffPayload,
} from './payment-bill.ts';

/** Payment bills (DESIGN §4 "Finance, payables and treasurer"). */
export const PAYMENT_BILL_API = {
  apply: defineEndpoint({
    method: 'POST',
    url: '/fms/paymentBill/apply',
    input: paymentBillApplyPayload,
    output: paymentBillApplyAnswer,
    summary: 'Applies for a payment to an agent, of bills or an amount (retry-safe with requestKey)',
  }),
  approve: defineEndpoint({
    method: 'POST',
    url: '/fms/paymentBill/approve',
    input: paymentBillIdPayload,
    output: nullAnswer,
    summary: 'Approves an applied payment bill (needed above the approval setting before paying)',
  }),
  pay: defineEndpoint({
    method: 'POST',
    url: '/fms/paymentBill/pay',
    input: paymentBillPayPayload,
    output: paymentBillPayAnswer,
    summary: 'Pays from a cash account: account flow out, agent flow, the named bills written off',
  }),
  cancelPay: defineEndpoint({
    method: 'POST',
    url: '/fms/paymentBill/cancelPay',
    input: paymentBillIdPayload,
    output: nullAnswer,
    summary: 'Takes a payment back: flows posted back, write-offs and exchange entries cancelled',
  }),
  cancel: defineEndpoint({
    method: 'POST',
    url: '/fms/paymentBill/cancel',
    input: paymentBillIdPayload,
    output: nullAnswer,
    summary: 'Cancels an unpaid payment bill',
  }),
  writeOff: defineEndpoint({
    method: 'POST',
    url: '/fms/paymentBill/writeOff',
    input: paymentBillWriteOffPayload,
    output: nullAnswer,
    summary: "Matches a paid bill's unmatched amount (an advance payment) to agent bills",
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/fms/paymentBill/search',
    input: paymentBillSearchPayload,
    output: searchResultOf(paymentBillRecordAnswer),
    summary: 'Payment bills, newest first',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/fms/paymentBill/detail',
    input: paymentBillIdPayload,
    output: paymentBillDetailAnswer,
    summary: 'One payment bill with its bills and write-offs',
  }),
  advances: defineEndpoint({
    method: 'GET',
    url: '/fms/paymentBill/advances',
    output: advancesAnswer,
    summary: 'Advance payments per agent and advance collections per customer',
  }),
} as const;
