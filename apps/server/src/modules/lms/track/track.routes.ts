import {
  Permission,
  PICK_UP_TASK_LABELS,
  publicTrackQueryPayload,
  trackBatchAppendPayload,
  trackQueryPayload,
  trackQueryResultAnswer,
} from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, publicRoute, route } from '#platform/http/route.ts';
import { batchAppendTracks } from './track-append.service.ts';
import { publicQueryTracks, queryTracks } from './track-query.service.ts';

const labels = PICK_UP_TASK_LABELS;

/** Track maintenance and track query (`/api/lms/track/…`). */
export const trackRoutes: ApiRoute[] = [
  route({
    method: 'POST',
    url: '/lms/track/batchAppend',
    output: z.object({ appended: z.number().int() }),
    input: trackBatchAppendPayload,
    labels,
    permission: Permission.lmsWaybillTrack,
    summary: 'Append one track row (template or typed) to up to 500 waybills, one transaction',
    handler: (c, b) => batchAppendTracks(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/track/query',
    output: z.array(trackQueryResultAnswer),
    input: trackQueryPayload,
    labels,
    permission: Permission.trackQuery,
    summary: 'Track query: status, time cost and tracks per number (≤ 200; customers: own waybills)',
    handler: (c, b) => queryTracks(c, b),
  }),
  publicRoute({
    method: 'POST',
    url: '/lms/track/publicQuery',
    output: z.array(trackQueryResultAnswer),
    input: publicTrackQueryPayload,
    labels,
    summary: 'Public track query (≤ 20 waybill or track numbers, rate-limited): status and tracks only',
    handler: (c, b) => publicQueryTracks(c, b),
  }),
];
