/** The public face of this module: what other modules use of it. */
export { fmsInvoice, fmsInvoiceBill } from './invoice.schema.ts';
export { invoiceList } from './invoice-read.service.ts';
