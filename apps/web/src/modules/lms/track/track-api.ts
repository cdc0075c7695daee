import { TRACK_API, type TrackBatchAppendPayload } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** Track maintenance: one track row appended to every pasted waybill (`TRACK_API.batchAppend`). */
export const trackApi = {
  batchAppend: (input: TrackBatchAppendPayload) => callEndpoint(TRACK_API.batchAppend, input),
};
