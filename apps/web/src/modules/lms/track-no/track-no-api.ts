import { type EndpointOutput, TRACK_NO_API } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

export type TrackNoInfo = EndpointOutput<typeof TRACK_NO_API.trackNoInfo>;
export type TrackNoBatchAnswer = EndpointOutput<typeof TRACK_NO_API.fetchTrackNo>;

/** Track numbers and labels of freight waybills (`TRACK_NO_API`). */
export const trackNoApi = {
  fetch: (ids: readonly string[]) => callEndpoint(TRACK_NO_API.fetchTrackNo, { ids: [...ids] }),
  cancel: (ids: readonly string[]) => callEndpoint(TRACK_NO_API.cancelTrackNo, { ids: [...ids] }),
  info: (id: string) => callEndpoint(TRACK_NO_API.trackNoInfo, { id }),
  queryTracks: (id: string) => callEndpoint(TRACK_NO_API.queryTracks, { id }),
  label: (id: string) =>
    download(TRACK_NO_API.printLabel.url, { method: 'GET', params: { id }, fallbackName: 'label.pdf' }),
};

export const trackNoKeys = {
  info: (id: string) => ['lms', 'trackNo', 'info', id] as const,
};
