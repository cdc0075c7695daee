import type { ModuleManifest } from '#platform/module.ts';
import { documentRoutes } from './document.routes.ts';

/** Waybill documents: printing, the upload centre, make document and document audit. */
export const documentModule: ModuleManifest = {
  name: 'lms/document',
  routes: documentRoutes,
};
