import type { ModuleManifest } from '#platform/module.ts';
import { seedEndShipManifestDemo } from './end-ship-manifest.demo.ts';
import { endShipManifestRoutes } from './end-ship-manifest.routes.ts';
import { pdsEndShipManifest } from './end-ship-manifest.schema.ts';

/** End-ship manifests of the parcel system. */
export const endShipManifestModule: ModuleManifest = {
  name: 'pds/end-ship-manifest',
  tables: { pdsEndShipManifest },
  routes: endShipManifestRoutes,
  seeds: { demo: seedEndShipManifestDemo },
};
