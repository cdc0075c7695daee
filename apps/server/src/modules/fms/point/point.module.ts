import { onWriteOff, onWriteOffCancel } from '#modules/fms/ledger/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { pointRoutes } from './point.routes.ts';
import { fmsCustomerPoint, fmsPointFlow } from './point.schema.ts';
import { earnOnWriteOff, takeBackOnCancel } from './point.service.ts';

onWriteOff(earnOnWriteOff);
onWriteOffCancel(takeBackOnCancel);

/** Customer points (issue 15): earned on write-off, taken back on its cancel, adjusted by staff. */
export const pointModule: ModuleManifest = {
  name: 'fms/point',
  tables: { fmsCustomerPoint, fmsPointFlow },
  routes: pointRoutes,
};
