import { PAYMENT_BILL_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { applyPaymentBill, approvePaymentBill, cancelPaymentBill } from './payment-bill-apply.service.ts';
import { cancelPayPaymentBill, payPaymentBill, writeOffPaymentBill } from './payment-bill-pay.service.ts';
import {
  paymentAdvances,
  paymentBillDetail,
  paymentBillList,
  searchPaymentBills,
} from './payment-bill-read.service.ts';

const API = PAYMENT_BILL_API;
const P = Permission;

/** Payment bills: `PAYMENT_BILL_API` (staff only). */
export const paymentBillRoutes = [
  route({ contract: API.apply, permission: P.paymentBillApply, handler: applyPaymentBill }),
  route({ contract: API.approve, permission: P.paymentBillApprove, handler: approvePaymentBill }),
  route({ contract: API.pay, permission: P.paymentBillPay, handler: payPaymentBill }),
  route({ contract: API.cancelPay, permission: P.paymentBillCancelPay, handler: cancelPayPaymentBill }),
  route({ contract: API.cancel, permission: P.paymentBillCancel, handler: cancelPaymentBill }),
  route({ contract: API.writeOff, permission: P.paymentBillWriteOff, handler: writeOffPaymentBill }),
  scopedRoute(paymentBillList, {
    contract: API.search,
    permission: P.paymentBill,
    handler: searchPaymentBills,
  }),
  scopedRoute(paymentBillList, {
    contract: API.detail,
    permission: P.paymentBill,
    handler: (c, i) => paymentBillDetail(c, i),
  }),
  scopedRoute(paymentBillList, {
    contract: API.advances,
    permission: P.advancePayment,
    handler: (c) => paymentAdvances(c),
  }),
];
