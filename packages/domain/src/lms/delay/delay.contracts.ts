import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  cancelDelayPayload,
  delayPageAnswer,
  delayPayload,
  delayRecordAnswer,
  delayRecordQuery,
  delaySearchPayload,
} from './delay.ts';

const base = '/lms/delay';
const updated = z.object({ updated: z.number().int() });

/** Delay management (`/api/lms/delay/…`): delayed waybills, their records, delay and cancel delay. */
export const DELAY_API = {
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: delaySearchPayload,
    output: delayPageAnswer,
    summary: 'Delayed waybills with the current delay reason, time and who delayed them',
  }),
  records: defineEndpoint({
    method: 'GET',
    url: `${base}/records`,
    input: delayRecordQuery,
    output: z.array(delayRecordAnswer),
    summary: 'Every delay and cancel delay of a waybill, newest first',
  }),
  delay: defineEndpoint({
    method: 'POST',
    url: `${base}/delay`,
    input: delayPayload,
    output: updated,
    summary: 'Delay up to 500 waybills with a reason (all or nothing)',
  }),
  cancelDelay: defineEndpoint({
    method: 'POST',
    url: `${base}/cancelDelay`,
    input: cancelDelayPayload,
    output: updated,
    summary: 'Cancel the delay of up to 500 waybills (all or nothing)',
  }),
} as const;
