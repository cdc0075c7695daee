import type { ModuleManifest } from '#platform/module.ts';
import { chargeBillRoutes } from './charge-bill.routes.ts';
import { fmsChargeBill, fmsChargeRefund } from './charge-bill.schema.ts';

/** Receipts (charge bills), refunds and charge claim (issue 15). */
export const chargeBillModule: ModuleManifest = {
  name: 'fms/charge-bill',
  tables: { fmsChargeBill, fmsChargeRefund },
  routes: chargeBillRoutes,
};
