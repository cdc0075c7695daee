import type { EndpointMethod } from '../contract.ts';
import type { EntityDef } from './types.ts';

/**
 * The generic endpoints every described entity may serve under `/api/{api}/` (DESIGN.md §4), with
 * their method. The server's entity routes and the web's entity calls both take their address from
 * here, so no entity URL is written twice; their input and output schemas are built from the
 * description by the server (`entityRoutes`) and published in `/api/openapi.json`.
 */
export const ENTITY_ENDPOINTS = {
  search: 'POST',
  statusGroup: 'POST',
  groupBy: 'POST',
  autocomplete: 'POST',
  detail: 'GET',
  insert: 'POST',
  update: 'POST',
  deleteBatch: 'POST',
  enable: 'POST',
  disable: 'POST',
  copy: 'POST',
  export: 'POST',
  importTemplate: 'GET',
  import: 'POST',
  confirmImport: 'POST',
} as const satisfies Record<string, EndpointMethod>;

export type EntityEndpointName = keyof typeof ENTITY_ENDPOINTS;

/** Method and URL (below `/api`, leading slash) of one generic endpoint of an entity. */
export function entityEndpoint<N extends EntityEndpointName>(
  entity: Pick<EntityDef, 'api'>,
  name: N,
): { method: (typeof ENTITY_ENDPOINTS)[N]; url: `/${string}` } {
  return { method: ENTITY_ENDPOINTS[name], url: `/${entity.api}/${name}` };
}
