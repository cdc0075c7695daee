import type { ModuleManifest } from '#platform/module.ts';
import { billRoutes } from './bill.routes.ts';
import { fmsBill, fmsBillFee } from './bill.schema.ts';

/** Statement bills of receivables (issue 15). */
export const billModule: ModuleManifest = {
  name: 'fms/bill',
  tables: { fmsBill, fmsBillFee },
  routes: billRoutes,
};
