import type { ModuleManifest } from '#platform/module.ts';
import { returnRoutes } from './return.routes.ts';
import { lmsWaybillReturn, lmsWaybillReturnFee } from './return.schema.ts';

/** Customer and agent return registers with their LMS return fees. */
export const returnModule: ModuleManifest = {
  name: 'lms/return',
  tables: { lmsWaybillReturn, lmsWaybillReturnFee },
  routes: returnRoutes,
};
