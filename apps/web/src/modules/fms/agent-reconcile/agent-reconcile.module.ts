import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → agent settlement → agent reconciliation: an agent's own statement against our agent fees. */
export const agentReconcileModule: WebModule = {
  routes: [
    {
      key: 'fms/agentReconcile',
      path: '/fms/agent-reconcile',
      area: 'staff',
      title: 'agentReconcile.route',
      permission: Permission.agentReconcile,
      menuGroup: 'fms',
      load: () => import('./AgentReconcilePage.tsx').then((m) => ({ Component: m.AgentReconcilePage })),
    },
  ],
};
