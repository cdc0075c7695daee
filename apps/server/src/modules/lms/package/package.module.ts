import type { ModuleManifest } from '#platform/module.ts';
import { packageRoutes } from './package.routes.ts';

/** Packages and their labels. */
export const packageModule: ModuleManifest = {
  name: 'lms/package',
  routes: packageRoutes,
};
