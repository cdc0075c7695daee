import { appUser } from '#modules/platform/user/index.ts';
import type { EntityTable } from '#platform/entity/entity-table.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { employeeRoutes } from './employee.routes.ts';
import { employeeRules } from './employee.rules.ts';

/** Employees: the users table served by the entity machinery (the table is the user module's). */
export const employeeModule: ModuleManifest = {
  name: 'oa/employee',
  entities: { employee: { table: appUser as unknown as EntityTable, rules: employeeRules } },
  routes: employeeRoutes,
};
