import type { ModuleManifest } from '#platform/module.ts';
import { weightConfirmRoutes } from './weight-confirm.routes.ts';

/** Weight confirmation. */
export const weightConfirmModule: ModuleManifest = {
  name: 'lms/weight-confirm',
  routes: weightConfirmRoutes,
};
