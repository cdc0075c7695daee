import type { ModuleManifest } from '#platform/module.ts';
import {
  airCompanyTable,
  airPortTable,
  cabinetConfigTable,
  seaPortTable,
  shipCompanyTable,
  vehicleTable,
} from '../basic.schema.ts';

/** Ports, carriers, cabinets and vehicles: served by the entity machinery. */
export const transportModule: ModuleManifest = {
  name: 'settings/transport',
  tables: { airPortTable, seaPortTable, airCompanyTable, shipCompanyTable, cabinetConfigTable, vehicleTable },
  entities: {
    airPort: { table: airPortTable },
    seaPort: { table: seaPortTable },
    airCompany: { table: airCompanyTable },
    shipCompany: { table: shipCompanyTable },
    cabinetConfig: { table: cabinetConfigTable },
    vehicle: { table: vehicleTable },
  },
};
