import type { ModuleManifest } from '#platform/module.ts';
import { scanRoutes } from './scan.routes.ts';
import { lmsScanRecord } from './scan.schema.ts';

/** Warehouse scans and their records. */
export const scanModule: ModuleManifest = {
  name: 'lms/scan',
  tables: { lmsScanRecord },
  routes: scanRoutes,
};
