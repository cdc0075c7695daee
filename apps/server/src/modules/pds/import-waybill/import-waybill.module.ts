import type { ModuleManifest } from '#platform/module.ts';
import { importWaybillRoutes } from './import-waybill.routes.ts';
import { pdsImportWaybill, pdsImportWaybillRow } from './import-waybill.schema.ts';

/** The parcel batch order: an Excel file of parcels priced, confirmed and placed row by row. */
export const importWaybillModule: ModuleManifest = {
  name: 'pds/import-waybill',
  tables: { pdsImportWaybill, pdsImportWaybillRow },
  routes: importWaybillRoutes,
};
