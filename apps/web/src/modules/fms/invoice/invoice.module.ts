import { INVOICE_PERMISSION_LABELS, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → Invoices: invoices issued to customers from their statement bills. */
const invoices = () => import('./InvoiceListPage.tsx').then((m) => ({ Component: m.InvoiceListPage }));

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
  ],
};
