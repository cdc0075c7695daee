import type { ModuleManifest } from '#platform/module.ts';
import {
  airCompanyTable,
  airPortTable,
  cabinetConfigTable,
  seaPortTable,
  shipCompanyTable,
  vehicleTable,
} from '../basic.schema.ts';
import {
  DEMO_AIR_COMPANIES,
  DEMO_AIR_PORTS,
  DEMO_CABINET_CONFIGS,
  DEMO_SEA_PORTS,
  DEMO_SHIP_COMPANIES,
  DEMO_VEHICLES,
} from './transport.demo.ts';

/** Ports, carriers, cabinets and vehicles: served by the entity machinery. */
export const transportModule: ModuleManifest = {
  name: 'settings/transport',
  tables: { airPortTable, seaPortTable, airCompanyTable, shipCompanyTable, cabinetConfigTable, vehicleTable },
  entities: {
    airPort: { table: airPortTable, demoRows: DEMO_AIR_PORTS },
    seaPort: { table: seaPortTable, demoRows: DEMO_SEA_PORTS },
    airCompany: { table: airCompanyTable, demoRows: DEMO_AIR_COMPANIES },
    shipCompany: { table: shipCompanyTable, demoRows: DEMO_SHIP_COMPANIES },
    cabinetConfig: { table: cabinetConfigTable, demoRows: DEMO_CABINET_CONFIGS },
    vehicle: { table: vehicleTable, demoRows: DEMO_VEHICLES },
  },
};
