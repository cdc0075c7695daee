import { onChargeConfirmed } from '#modules/fms/ledger/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { writeOffRoutes } from './write-off.routes.ts';
import { fmsWriteOff, fmsWriteOffItem } from './write-off.schema.ts';
import { autoWriteOff } from './write-off-auto.ts';

onChargeConfirmed(autoWriteOff);

/** Write-off of receivables (issue 15); confirmed receipts of customers asking for it are written off at once. */
export const writeOffModule: ModuleManifest = {
  name: 'fms/write-off',
  tables: { fmsWriteOff, fmsWriteOffItem },
  routes: writeOffRoutes,
};
