import type { ModuleManifest } from '#platform/module.ts';
import { pdsFeeRoutes } from './pds-fee.routes.ts';

/** The parcel fee list of the finance area: search with sums per currency, confirm, export. */
export const pdsFeeModule: ModuleManifest = {
  name: 'fms/pds-fee',
  routes: pdsFeeRoutes,
};
