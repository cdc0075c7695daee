import type { TrackBatchAppendPayload } from '@freightdesk/domain';
import { post } from '#web/shell/request/http.ts';

/** Track maintenance: one track row appended to every pasted waybill (`lms/track/batchAppend`). */
export const trackApi = {
  batchAppend: (input: TrackBatchAppendPayload) => post<{ appended: number }>('lms/track/batchAppend', input),
};
