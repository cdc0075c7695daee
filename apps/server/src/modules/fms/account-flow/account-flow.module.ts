import type { ModuleManifest } from '#platform/module.ts';
import { accountFlowRoutes } from './account-flow.routes.ts';
import { fmsAccountBalance, fmsAccountFlow } from './account-flow.schema.ts';

/** Account flows: every movement of money on a cash account, and the accounts' balances (issue 16). */
export const accountFlowModule: ModuleManifest = {
  name: 'fms/account-flow',
  tables: { fmsAccountBalance, fmsAccountFlow },
  routes: accountFlowRoutes,
};
