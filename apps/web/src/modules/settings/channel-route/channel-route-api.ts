import { CHANNEL_ROUTE_ENDPOINTS, WAYBILL_API } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** Manual channel routing (`/api/lms/waybill/routeChannel`, `/reroute`). */
export const channelRouteApi = {
  routeChannel: (ids: readonly string[], channelId: string) =>
    callEndpoint(CHANNEL_ROUTE_ENDPOINTS.routeChannel, { ids: [...ids], channelId }),
  reroute: (ids: readonly string[]) => callEndpoint(CHANNEL_ROUTE_ENDPOINTS.reroute, { ids: [...ids] }),
};

/** A waybill of the waiting list (the waybill list's row). */
export type WaitingRow = {
  id: string;
  waybillNo: string;
  customerCode?: string;
  customerName?: string;
  productName?: string;
  destination?: string;
  orderTime?: string;
  routeFailure?: string | null;
};

/** Waybills waiting for a channel route: the waybill list's search with that status, its data scope. */
export const WAITING_VIEW: ListView = {
  queryKey: ['lmsWaybill', 'waitChannelRoute'],
  url: WAYBILL_API.search.url,
  pageSize: 20,
  criteria: { numbers: 'text' },
  toBody: ({ values }) => ({
    criteria: {
      numberType: 'any',
      status: ['waitChannelRoute'],
      numbers: (values.numbers as string | undefined)?.trim() || undefined,
    },
  }),
};
