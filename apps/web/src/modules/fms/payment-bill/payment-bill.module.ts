import { PAYMENT_BILL_TITLES, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → payables: payment bills and the advances (issue 16). */
const list = () => import('./PaymentBillPage.tsx').then((m) => ({ Component: m.PaymentBillPage }));
const advances = () => import('./AdvancePage.tsx').then((m) => ({ Component: m.AdvancePage }));

export const paymentBillModule: WebModule = {
  routes: [
    {
      key: 'fms/paymentBill',
      path: '/fms/payment-bill',
      area: 'staff',
      title: PAYMENT_BILL_TITLES.list,
      permission: Permission.paymentBill,
      menuGroup: 'fms',
      load: list,
    },
    {
      key: 'fms/advancePayment',
      path: '/fms/advance-payment',
      area: 'staff',
      title: PAYMENT_BILL_TITLES.advances,
      permission: Permission.advancePayment,
      menuGroup: 'fms',
      load: advances,
    },
  ],
};
