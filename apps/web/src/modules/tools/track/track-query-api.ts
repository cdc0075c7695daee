import type { TrackQueryResult } from '@freightdesk/domain';
import { post } from '#web/shell/request/http.ts';

/** Track query: signed in (own waybills for customers) and the public one of the mobile page. */
export const trackQueryApi = {
  query: (numbers: string) => post<TrackQueryResult[]>('lms/track/query', { numbers }),
  publicQuery: (numbers: string) => post<TrackQueryResult[]>('lms/track/publicQuery', { numbers }),
};
