import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  publicTrackQueryPayload,
  trackBatchAppendPayload,
  trackQueryPayload,
  trackQueryResultAnswer,
} from '../waybill/index.ts';

const base = '/lms/track';

/** Track maintenance and track query (`/api/lms/track/…`). */
export const TRACK_API = {
  batchAppend: defineEndpoint({
    method: 'POST',
    url: `${base}/batchAppend`,
    input: trackBatchAppendPayload,
    output: z.object({ appended: z.number().int() }),
    summary: 'Append one track row (template or typed) to up to 500 waybills, one transaction',
  }),
  query: defineEndpoint({
    method: 'POST',
    url: `${base}/query`,
    input: trackQueryPayload,
    output: z.array(trackQueryResultAnswer),
    summary: 'Track query: status, time cost and tracks per number (≤ 200; customers: own waybills)',
  }),
  publicQuery: defineEndpoint({
    method: 'POST',
    url: `${base}/publicQuery`,
    input: publicTrackQueryPayload,
    output: z.array(trackQueryResultAnswer),
    summary: 'Public track query (≤ 20 waybill or track numbers, rate-limited): status and tracks only',
  }),
};
