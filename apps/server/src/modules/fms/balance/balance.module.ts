import type { ModuleManifest } from '#platform/module.ts';
import { seedReceivablesDemo } from './balance.demo.ts';
import { balanceRoutes } from './balance.routes.ts';

/** Balances, balance flows and the customer ledger of receivables (issue 15). */
export const balanceModule: ModuleManifest = {
  name: 'fms/balance',
  routes: balanceRoutes,
  seeds: { demo: seedReceivablesDemo },
};
