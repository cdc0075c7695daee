import type { ModuleManifest } from '#platform/module.ts';
import { waybillImportRoutes } from './waybill-import.routes.ts';

/** Waybill imports from spreadsheets. */
export const importModule: ModuleManifest = {
  name: 'lms/import',
  routes: waybillImportRoutes,
};
