import { onWaybillFlagsChanged } from '#modules/lms/waybill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { delayRoutes } from './delay.routes.ts';
import { lmsDelayRecord } from './delay.schema.ts';
import { recordDelayChanges } from './delay.service.ts';

onWaybillFlagsChanged(recordDelayChanges);

/** Delay management: the delay records, the delayed list, delay and cancel delay. */
export const delayModule: ModuleManifest = {
  name: 'lms/delay',
  tables: { lmsDelayRecord },
  routes: delayRoutes,
};
