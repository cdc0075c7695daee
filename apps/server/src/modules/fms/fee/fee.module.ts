import type { ModuleManifest } from '#platform/module.ts';
import { seedFeeDemo } from './fee.demo.ts';
import { feeRoutes } from './fee.routes.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import { lmsFeeRoutes } from './lms-fee.routes.ts';

/** Waybill fees: calculation, manual fees and the fee lists. */
export const feeModule: ModuleManifest = {
  name: 'fms/fee',
  tables: { lmsWaybillFee },
  routes: [...feeRoutes, ...lmsFeeRoutes],
  seeds: { demo: seedFeeDemo },
};
