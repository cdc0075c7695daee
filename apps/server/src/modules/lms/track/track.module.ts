import type { ModuleManifest } from '#platform/module.ts';
import { DEMO_TRACK_TEMPLATES } from './track.demo.ts';
import { trackRoutes } from './track.routes.ts';
import { trackTemplateTable } from './track.schema.ts';

/** Tracking: templates (served by the entity machinery), appends and queries. */
export const trackModule: ModuleManifest = {
  name: 'lms/track',
  tables: { trackTemplateTable },
  entities: { trackTemplate: { table: trackTemplateTable, demoRows: DEMO_TRACK_TEMPLATES } },
  routes: trackRoutes,
};
