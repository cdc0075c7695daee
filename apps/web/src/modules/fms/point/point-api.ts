import { type EndpointOutput, POINT_API, type PointAdjustPayload } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** Customer points as the points screen uses them (`POINT_API`). */

export type PointFlow = EndpointOutput<typeof POINT_API.search>['records'][number];

export const pointKeys = {
  flows: ['fmsPoint'] as const,
  detail: (customerId: string | undefined) => ['fmsPoint', 'detail', customerId ?? 'own'] as const,
};

export const pointApi = {
  detail: (customerId?: string) => callEndpoint(POINT_API.detail, customerId ? { customerId } : {}),
  adjust: (body: PointAdjustPayload) => callEndpoint(POINT_API.adjust, body),
};

/** The point flows: customer and type criteria and the page in the URL, newest first. */
export const POINT_VIEW: ListView = {
  queryKey: pointKeys.flows,
  url: POINT_API.search.url,
  pageSize: 20,
  criteria: { customerId: 'text', type: 'list' },
};
