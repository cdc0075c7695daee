import { INVOICE_PERMISSION_LABELS, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → Invoices: issued to customers from their statement bills, and received from agents. */
const invoices = () => import('./InvoiceListPage.tsx').then((m) => ({ Component: m.InvoiceListPage }));
const received = () =>
  import('./ReceivedInvoicePage.tsx').then((m) => ({ Component: m.ReceivedInvoicePage }));

export const invoiceModule: WebModule = {
  routes: [
    {
      key: 'fms/invoice',
      path: '/fms/invoice',
      area: 'staff',
      title: INVOICE_PERMISSION_LABELS['fms/invoice'],
      permission: Permission.invoice,
      menuGroup: 'fms',
      load: invoices,
    },
    {
      key: 'fms/receivedInvoice',
      path: '/fms/received-invoice',
      area: 'staff',
      title: INVOICE_PERMISSION_LABELS['fms/receivedInvoice'],
      permission: Permission.receivedInvoice,
      menuGroup: 'fms',
      load: received,
    },
  ],
};
