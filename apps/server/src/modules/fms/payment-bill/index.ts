/** The public face of this module: what other modules use of it. */
export { fmsPaymentBill, fmsPaymentBillBill, fmsPaymentWriteOff } from './payment-bill.schema.ts';
export { paymentBillList } from './payment-bill-read.service.ts';
