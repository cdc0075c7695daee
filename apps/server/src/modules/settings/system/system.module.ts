import type { ModuleManifest } from '#platform/module.ts';
import { sysConfigRoutes } from './sys-config.routes.ts';
import { publicConfig, sysConfig } from './sys-config.schema.ts';
import { seedSystem } from './system.seed.ts';

/** System settings and public configs. */
export const systemModule: ModuleManifest = {
  name: 'settings/system',
  tables: { sysConfig, publicConfig },
  routes: sysConfigRoutes,
  seeds: { base: seedSystem },
};
