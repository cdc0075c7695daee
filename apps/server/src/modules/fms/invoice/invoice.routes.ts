import { INVOICE_API, Permission, RECEIVED_INVOICE_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { cancelInvoice } from './invoice-cancel.service.ts';
import { invoiceTitles, issueInvoice } from './invoice-issue.service.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceDetail, invoiceList, searchInvoices } from './invoice-read.service.ts';
import { sendInvoice } from './invoice-send.service.ts';
import { cancelReceivedInvoice, recordReceivedInvoice } from './received-invoice.service.ts';
import {
  receivedInvoiceBills,
  receivedInvoiceDetail,
  receivedInvoiceList,
  searchReceivedInvoices,
} from './received-invoice-read.service.ts';

const P = Permission.invoice;
const R = Permission.receivedInvoice;

/**
 * Invoices issued to customers (`INVOICE_API`) and received from agents (`RECEIVED_INVOICE_API`),
 * staff only (DESIGN §4 "Finance, payables and treasurer").
 */
export const invoiceRoutes = [
  route({ contract: INVOICE_API.titles, permission: `${P}:issue`, handler: invoiceTitles }),
  route({ contract: INVOICE_API.issue, permission: `${P}:issue`, handler: issueInvoice }),
  route({ contract: INVOICE_API.cancel, permission: `${P}:cancel`, handler: cancelInvoice }),
  scopedRoute(invoiceList, { contract: INVOICE_API.send, permission: `${P}:send`, handler: sendInvoice }),
  scopedRoute(invoiceList, { contract: INVOICE_API.search, permission: P, handler: searchInvoices }),
  scopedRoute(invoiceList, { contract: INVOICE_API.detail, permission: P, handler: invoiceDetail }),
  scopedRoute(invoiceList, { contract: INVOICE_API.pdf, permission: P, handler: invoicePdf }),
  route({ contract: RECEIVED_INVOICE_API.bills, permission: `${R}:record`, handler: receivedInvoiceBills }),
  route({ contract: RECEIVED_INVOICE_API.record, permission: `${R}:record`, handler: recordReceivedInvoice }),
  scopedRoute(receivedInvoiceList, {
    contract: RECEIVED_INVOICE_API.cancel,
    permission: `${R}:cancel`,
    handler: cancelReceivedInvoice,
  }),
  scopedRoute(receivedInvoiceList, {
    contract: RECEIVED_INVOICE_API.search,
    permission: R,
    handler: searchReceivedInvoices,
  }),
  scopedRoute(receivedInvoiceList, {
    contract: RECEIVED_INVOICE_API.detail,
    permission: R,
    handler: receivedInvoiceDetail,
  }),
];
