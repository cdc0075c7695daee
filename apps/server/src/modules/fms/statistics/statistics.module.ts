import type { ModuleManifest } from '#platform/module.ts';
import { statisticsRoutes } from './statistics.routes.ts';

/** Finance statistics with charts: fees, profit, collection rate, non-operating income and expense, fund (issue 16). */
export const statisticsModule: ModuleManifest = {
  name: 'fms/statistics',
  routes: statisticsRoutes,
};
