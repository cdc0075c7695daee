import type { ModuleManifest } from '#platform/module.ts';
import { seedCompanyUsers } from './user.company.ts';
import { userRoutes } from './user.routes.ts';
import { appUser } from './user.schema.ts';

/** Users: the signed-in user's own account and the user administration. */
export const userModule: ModuleManifest = {
  name: 'platform/user',
  tables: { appUser },
  routes: userRoutes,
  seeds: { company: { people: seedCompanyUsers } },
};
