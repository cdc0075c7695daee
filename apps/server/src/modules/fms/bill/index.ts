/** The public face of this module: what other modules use of it. */
export { fmsBill, fmsBillFee } from './bill.schema.ts';
export { type BillDocument, billWorkbook } from './bill-export.service.ts';
export { type CancelledBill, guardBillCancel, onBillCancel } from './bill-hooks.ts';
export { billableFees, billValue, makeBillIn } from './bill-make.service.ts';
export { type BillParty, renderBillPdf } from './bill-pdf.ts';
export { billList } from './bill-read.service.ts';
