import type { ModuleManifest } from '#platform/module.ts';
import { pickUpTaskRoutes } from './pick-up-task.routes.ts';
import { lmsPickUpTask } from './pick-up-task.schema.ts';

/** Pick-up tasks. */
export const pickUpTaskModule: ModuleManifest = {
  name: 'lms/pick-up-task',
  tables: { lmsPickUpTask },
  routes: pickUpTaskRoutes,
};
