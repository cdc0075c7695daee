import { onWaybillFlagsChanged } from '#modules/lms/waybill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { detainRoutes } from './detain.routes.ts';
import { lmsDetainRecord } from './detain.schema.ts';
import { recordDetainChanges } from './detain-record.ts';

onWaybillFlagsChanged(recordDetainChanges);

/** Detain management: the detain records of every source, the detained list, detain and release. */
export const detainModule: ModuleManifest = {
  name: 'lms/detain',
  tables: { lmsDetainRecord },
  routes: detainRoutes,
};
