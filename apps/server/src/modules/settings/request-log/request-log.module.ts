import type { ModuleManifest } from '#platform/module.ts';
import { requestLogRoutes } from './request-log.routes.ts';
import { requestDetailLog } from './request-log.schema.ts';
import { purgeRequestLog } from './request-log.service.ts';

/** The log of outside calls (carriers), kept 30 days. */
export const requestLogModule: ModuleManifest = {
  name: 'settings/request-log',
  tables: { requestDetailLog },
  routes: requestLogRoutes,
  jobs: [(db, now) => purgeRequestLog(db, now)],
};
