/** The public face of this module: what other modules use of it. */
export { fmsBill, fmsBillFee } from './bill.schema.ts';
export { onBillCancel } from './bill-hooks.ts';
export { makeBillIn } from './bill-make.service.ts';
export { billList } from './bill-read.service.ts';
