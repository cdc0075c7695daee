import type { ModuleManifest } from '#platform/module.ts';
import { printCenterRoutes } from './print-center.routes.ts';
import { lmsPrintTask } from './print-center.schema.ts';

/** The print centre (tools menu): batch print tasks whose PDFs a background job generates. */
export const printCenterModule: ModuleManifest = {
  name: 'tools/print-center',
  tables: { lmsPrintTask },
  routes: printCenterRoutes,
};
