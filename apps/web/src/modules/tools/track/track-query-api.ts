import { TRACK_API } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** Track query: signed in (own waybills for customers) and the public one of the mobile page. */
export const trackQueryApi = {
  query: (numbers: string) => callEndpoint(TRACK_API.query, { numbers }),
  publicQuery: (numbers: string) => callEndpoint(TRACK_API.publicQuery, { numbers }),
};
