import { onBillCancel } from '#modules/fms/bill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { seedPaymentBillDemo } from './payment-bill.demo.ts';
import { paymentBillRoutes } from './payment-bill.routes.ts';
import {
  fmsPaymentBill,
  fmsPaymentBillBill,
  fmsPaymentWriteOff,
  fmsPaymentWriteOffItem,
} from './payment-bill.schema.ts';
import { refusePaymentListedBillCancel } from './payment-ledger.ts';

onBillCancel(refusePaymentListedBillCancel);

/** Payment bills: apply, approve, pay from a cash account, cancel pay, cancel; advances (issue 16). */
export const paymentBillModule: ModuleManifest = {
  name: 'fms/payment-bill',
  tables: { fmsPaymentBill, fmsPaymentBillBill, fmsPaymentWriteOff, fmsPaymentWriteOffItem },
  routes: paymentBillRoutes,
  seeds: { demo: seedPaymentBillDemo },
};
