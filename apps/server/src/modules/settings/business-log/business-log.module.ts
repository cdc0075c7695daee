import type { ModuleManifest } from '#platform/module.ts';
import { businessLogRoutes } from './business-log.routes.ts';
import { businessLog } from './business-log.schema.ts';

/** The business log (written by the entity machinery and the modules, searched here). */
export const businessLogModule: ModuleManifest = {
  name: 'settings/business-log',
  tables: { businessLog },
  routes: businessLogRoutes,
};
