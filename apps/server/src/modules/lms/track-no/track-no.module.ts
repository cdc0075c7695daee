import { onWaybillFilesUploaded } from '#modules/lms/waybill/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { seedTrackNoDemo } from './track-no.demo.ts';
import { trackNoRoutes } from './track-no.routes.ts';
import { lmsWaybillLabel } from './track-no.schema.ts';
import { AUTO_FETCH_TASK, fetchAfterInvoice, runAutoFetch } from './track-no-batch.service.ts';

onWaybillFilesUploaded(fetchAfterInvoice);

/** Track numbers and labels of freight waybills through their channel's label API. */
export const trackNoModule: ModuleManifest = {
  name: 'lms/track-no',
  tables: { lmsWaybillLabel },
  routes: trackNoRoutes,
  tasks: { [AUTO_FETCH_TASK]: runAutoFetch },
  seeds: { demo: seedTrackNoDemo },
};
