import { onBillCancel } from '#modules/fms/bill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { seedInvoiceDemo } from './invoice.demo.ts';
import { invoiceRoutes } from './invoice.routes.ts';
import { fmsInvoice, fmsInvoiceBill } from './invoice.schema.ts';
import { refuseInvoicedBillCancel } from './invoice-issue.service.ts';

onBillCancel(refuseInvoicedBillCancel);

/** Invoices issued to customers from their statement bills (issue 16). */
export const invoiceModule: ModuleManifest = {
  name: 'fms/invoice',
  tables: { fmsInvoice, fmsInvoiceBill },
  routes: invoiceRoutes,
  seeds: { demo: seedInvoiceDemo },
};
