import type { ModuleManifest } from '#platform/module.ts';
import { seedBankTransferDemo } from './bank-transfer.demo.ts';
import { bankTransferRoutes } from './bank-transfer.routes.ts';
import { fmsBankTransfer } from './bank-transfer.schema.ts';

/** Bank transfers between the company's own cash accounts (issue 16). */
export const bankTransferModule: ModuleManifest = {
  name: 'fms/bank-transfer',
  tables: { fmsBankTransfer },
  routes: bankTransferRoutes,
  seeds: { demo: seedBankTransferDemo },
};
