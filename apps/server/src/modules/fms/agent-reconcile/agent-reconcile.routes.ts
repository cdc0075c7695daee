import { AGENT_RECONCILE_API as API, Permission } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { makeReconcile, reconcileColumns } from './agent-reconcile.service.ts';
import { acceptDifference } from './agent-reconcile-accept.service.ts';
import { exportReconcile, reconcileDetail, searchReconciles } from './agent-reconcile-read.service.ts';

const P = Permission.agentReconcile;

/** Reconciliation of agents' statements: `AGENT_RECONCILE_API` (staff only). */
export const agentReconcileRoutes: ApiRoute[] = [
  route({ contract: API.columns, permission: `${P}:make`, handler: (c, b) => reconcileColumns(c, b) }),
  route({ contract: API.make, permission: `${P}:make`, handler: (c, b) => makeReconcile(c, b) }),
  route({ contract: API.search, permission: P, handler: (c, b) => searchReconciles(c, b) }),
  route({ contract: API.detail, permission: P, handler: (c, b) => reconcileDetail(c, b) }),
  route({ contract: API.accept, permission: `${P}:accept`, handler: (c, b) => acceptDifference(c, b) }),
  route({ contract: API.export, permission: `${P}:export`, handler: (c, b) => exportReconcile(c, b) }),
];
