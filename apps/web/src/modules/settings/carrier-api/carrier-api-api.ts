import {
  API_KIND_ENDPOINTS,
  type ApiConfigInsertPayload,
  type ApiConfigKind,
  type ApiTypeAnswer,
} from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The API types (connectors) that can serve a kind, with their credential fields. */
export function listApiTypes(kind: ApiConfigKind): Promise<ApiTypeAnswer[]> {
  return callEndpoint(API_KIND_ENDPOINTS[kind].types.list);
}

/** Creates an API configuration (secrets are sealed by the server). */
export function insertApiConfig(kind: ApiConfigKind, input: ApiConfigInsertPayload) {
  return callEndpoint(API_KIND_ENDPOINTS[kind].config.insert, input);
}

/** Updates an API configuration; a secret left blank keeps the stored one. */
export function updateApiConfig(
  kind: ApiConfigKind,
  input: ApiConfigInsertPayload & { id: string; version: number },
) {
  return callEndpoint(API_KIND_ENDPOINTS[kind].config.update, input);
}
