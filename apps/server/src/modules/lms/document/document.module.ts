import type { ModuleManifest } from '#platform/module.ts';
import { documentRoutes } from './document.routes.ts';
import { lmsPrintTask } from './document.schema.ts';

/** Waybill documents: printing, the print and upload centres, audits. */
export const documentModule: ModuleManifest = {
  name: 'lms/document',
  tables: { lmsPrintTask },
  routes: documentRoutes,
};
