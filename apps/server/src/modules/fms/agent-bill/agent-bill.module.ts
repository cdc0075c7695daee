import type { ModuleManifest } from '#platform/module.ts';
import { seedAgentBillDemo } from './agent-bill.demo.ts';
import { agentBillRoutes } from './agent-bill.routes.ts';
import { fmsAgentBalance, fmsAgentBalanceFlow, fmsAgentBill, fmsAgentBillFee } from './agent-bill.schema.ts';

/** Agent settlement: agent bills, the agent balance and its flows, ageing and ledger (issue 16). */
export const agentBillModule: ModuleManifest = {
  name: 'fms/agent-bill',
  tables: { fmsAgentBill, fmsAgentBillFee, fmsAgentBalance, fmsAgentBalanceFlow },
  routes: agentBillRoutes,
  seeds: { demo: seedAgentBillDemo },
};
