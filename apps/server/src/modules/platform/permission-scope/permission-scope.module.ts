import type { ModuleManifest } from '#platform/module.ts';
import { seedCompanyScopes } from './permission-scope.company.ts';
import { permissionScopeRoutes } from './permission-scope.routes.ts';

/** Data-scope settings (the table is the ground floor's, read by every scoped list). */
export const permissionScopeModule: ModuleManifest = {
  name: 'platform/permission-scope',
  routes: permissionScopeRoutes,
  seeds: { company: { links: seedCompanyScopes } },
};
