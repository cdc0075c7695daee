import type { ModuleManifest } from '#platform/module.ts';
import { clientErrorLogRoutes } from './client-error-log.routes.ts';
import { clientErrorLog } from './client-error-log.schema.ts';

/** Errors the web app reports. */
export const clientErrorLogModule: ModuleManifest = {
  name: 'settings/client-error-log',
  tables: { clientErrorLog },
  routes: clientErrorLogRoutes,
};
