/** The public face of this module: what other modules use of it. */
export { type InvoiceableBill, IssueInvoiceDialog } from './IssueInvoiceDialog.tsx';
export { invoiceKeys } from './invoice-api.ts';
