import { END_SHIP_MANIFEST_API, Permission } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { createEndShipManifest, searchEndShipManifests } from './end-ship-manifest.service.ts';

/** End-ship manifests (`END_SHIP_MANIFEST_API`): staff holding `pds/endShipManifest`. */
export const endShipManifestRoutes: ApiRoute[] = [
  route({
    contract: END_SHIP_MANIFEST_API.create,
    permission: Permission.pdsEndShipManifest,
    handler: (c, b) => createEndShipManifest(c, b),
  }),
  route({
    contract: END_SHIP_MANIFEST_API.search,
    permission: Permission.pdsEndShipManifest,
    handler: (c, b) => searchEndShipManifests(c, b),
  }),
];
