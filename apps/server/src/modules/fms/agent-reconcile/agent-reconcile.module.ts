import type { ModuleManifest } from '#platform/module.ts';
import { agentReconcileRoutes } from './agent-reconcile.routes.ts';
import {
  fmsAgentReconcile,
  fmsAgentReconcileLine,
  fmsAgentStatementMapping,
} from './agent-reconcile.schema.ts';

/** Reconciliation of an agent's own statement with our agent fees (issue 16, agent settlement). */
export const agentReconcileModule: ModuleManifest = {
  name: 'fms/agent-reconcile',
  tables: { fmsAgentStatementMapping, fmsAgentReconcile, fmsAgentReconcileLine },
  routes: agentReconcileRoutes,
};
