/** The public face of this module: what other modules use of it. */
export { fmsChargeBill, fmsChargeRefund } from './charge-bill.schema.ts';
export {
  cancelConfirmCharge,
  claimCharge,
  closeCharge,
  confirmCharge,
  registerCharge,
} from './charge-bill.service.ts';
export { chargeList } from './charge-bill-read.service.ts';
export { cancelRefund, refundCharge, unmatchedOf } from './charge-refund.service.ts';
