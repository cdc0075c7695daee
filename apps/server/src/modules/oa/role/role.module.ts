import type { EntityTable } from '#platform/entity/entity-table.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { seedCompanyRoles } from './role.company.ts';
import { roleRoutes } from './role.routes.ts';
import { role, rolePermission } from './role.schema.ts';
import { seedRoles } from './role.seed.ts';

/** Roles and their permissions (the machinery knows the table for pickers and references). */
export const roleModule: ModuleManifest = {
  name: 'oa/role',
  tables: { role, rolePermission },
  entities: { role: { table: role as unknown as EntityTable } },
  routes: roleRoutes,
  seeds: { base: seedRoles, company: { parties: seedCompanyRoles } },
};
