import type { ModuleManifest } from '#platform/module.ts';
import { trackRoutes } from './track.routes.ts';
import { trackTemplateTable } from './track.schema.ts';

/** Tracking: templates (served by the entity machinery), appends and queries. */
export const trackModule: ModuleManifest = {
  name: 'lms/track',
  tables: { trackTemplateTable },
  entities: { trackTemplate: { table: trackTemplateTable } },
  routes: trackRoutes,
};
