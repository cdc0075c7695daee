import type { ModuleManifest } from '#platform/module.ts';
import { DEMO_CASH_ACCOUNTS } from './cash-account.demo.ts';
import { fmsCashAccountTable } from './cash-account.schema.ts';

/** Cash accounts: served by the entity machinery (the receipt register dialog picks one). */
export const cashAccountModule: ModuleManifest = {
  name: 'fms/cash-account',
  tables: { fmsCashAccountTable },
  entities: { cashAccount: { table: fmsCashAccountTable, demoRows: DEMO_CASH_ACCOUNTS } },
};
