import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  detainCurrentAnswer,
  detainPageAnswer,
  detainPayload,
  detainRecordAnswer,
  detainSearchPayload,
  releasePayload,
  waybillIdQuery,
} from './detain.ts';

const base = '/lms/detain';
const updated = z.object({ updated: z.number().int() });

/** Detain management (`/api/lms/detain/…`): detained waybills, their records, detain and release. */
export const DETAIN_API = {
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: detainSearchPayload,
    output: detainPageAnswer,
    summary: 'Detained waybills with their current detain reason, time and who detained them',
  }),
  records: defineEndpoint({
    method: 'GET',
    url: `${base}/records`,
    input: waybillIdQuery,
    output: z.array(detainRecordAnswer),
    summary: 'Every detain and release of a waybill, newest first',
  }),
  current: defineEndpoint({
    method: 'GET',
    url: `${base}/current`,
    input: waybillIdQuery,
    output: detainCurrentAnswer,
    summary: 'The waybill’s current detain (types, reason, time); a customer reads its own',
  }),
  detain: defineEndpoint({
    method: 'POST',
    url: `${base}/detain`,
    input: detainPayload,
    output: updated,
    summary: 'Detain up to 500 waybills with a type and a reason (all or nothing)',
  }),
  release: defineEndpoint({
    method: 'POST',
    url: `${base}/release`,
    input: releasePayload,
    output: updated,
    summary: 'Release up to 500 detained waybills (all or nothing)',
  }),
} as const;
