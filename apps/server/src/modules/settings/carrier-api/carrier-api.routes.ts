import { API_CONFIG_ENTITIES, API_KIND_ENDPOINTS, API_KINDS, type ApiConfigKind } from '@freightdesk/domain';
import type { EntityRegistry } from '#platform/entity/entity-runtime.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { apiTypeByCode, apiTypes, insertApiConfig, updateApiConfig } from './carrier-api.service.ts';

/** Whoever may see one of the API configuration screens may read the type lists. */
const ANY_API_SCREEN = API_KINDS.map((k) => API_CONFIG_ENTITIES[k].permission);

function kindRoutes(entities: EntityRegistry, kind: ApiConfigKind): ApiRoute[] {
  const def = API_CONFIG_ENTITIES[kind];
  const rt = entities.get(def.name);
  const { config, types } = API_KIND_ENDPOINTS[kind];
  return [
    route({
      contract: config.insert,
      labels: rt.labels,
      permission: `${def.permission}:insert`,
      handler: (c, b) => insertApiConfig(c, rt, kind, b),
    }),
    route({
      contract: config.update,
      labels: rt.labels,
      permission: `${def.permission}:update`,
      handler: (c, b) => updateApiConfig(c, rt, kind, b),
    }),
    route({ contract: types.list, permission: ANY_API_SCREEN, handler: () => apiTypes(kind) }),
    route({
      contract: types.findByCode,
      permission: ANY_API_SCREEN,
      handler: (_c, q) => apiTypeByCode(kind, q.code),
    }),
  ];
}

/** The API configurations' writes and the API type lists (reads, delete and enable are the machinery's). */
export function carrierApiRoutes(entities: EntityRegistry): ApiRoute[] {
  return [
    ...API_KINDS.flatMap((k) => kindRoutes(entities, k)),
    route({
      contract: API_KIND_ENDPOINTS.track.types.platformList,
      permission: ANY_API_SCREEN,
      handler: () => apiTypes('track'),
    }),
  ];
}
