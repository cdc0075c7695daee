import { onBalanceChanged } from '#modules/fms/ledger/index.ts';
import { onOrderCheck, onWaybillsReceived } from '#modules/lms/waybill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { arrearsAfterBalanceChange, arrearsAtReceive } from './arrears-detain.ts';
import { creditRoutes } from './credit.routes.ts';
import { creditOrderCheck } from './credit-order-check.ts';

onOrderCheck(creditOrderCheck);
onBalanceChanged(arrearsAfterBalanceChange);
onWaybillsReceived(arrearsAtReceive);

/**
 * Credit control and arrears detain (DESIGN §9, docs/finance.md "Credit control and arrears"): the
 * order check of warn / block customers, the arrears detain after a balance change and at receive,
 * and the credit notice of the portal banner and the waybill views.
 */
export const creditModule: ModuleManifest = {
  name: 'fms/credit',
  routes: creditRoutes,
};
