import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { searchPayload } from '../../platform/schemas.ts';

/** How long request log rows are kept (days); the housekeeping deletes older ones. */
export const REQUEST_LOG_KEEP_DAYS = 30;
/** Bodies above this many characters are cut in the log (the rest noted). */
export const REQUEST_LOG_BODY_MAX = 65_536;

/** One outside call as the request log lists it (bodies and headers in the detail). */
export const requestLogAnswer = z.object({
  id: z.uuid(),
  tag: z.string(),
  method: z.string(),
  url: z.string(),
  responseCode: z.number().int().nullable(),
  requestTime: timestampAnswer,
  responseTime: timestampAnswer.nullable(),
  costMs: z.number().int().nullable(),
  remark: z.string().nullable(),
  logRef: z.string().nullable(),
  apiId: z.string().nullable(),
});

export const requestLogDetailAnswer = requestLogAnswer.extend({
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string().nullable(),
  responseHeaders: z.record(z.string(), z.string()).nullable(),
  responseBody: z.string().nullable(),
});
export type RequestLogDetail = z.output<typeof requestLogDetailAnswer>;

/**
 * Criteria of the request log search: `tag`, `url` (contains), `logRef`, `responseCode`, `apiId`,
 * `requestTime` `[from, to]` (ISO instants, either may be empty).
 */
export const REQUEST_LOG_API = {
  search: defineEndpoint({
    method: 'POST',
    url: '/common/requestDetailLog/search',
    input: searchPayload,
    output: searchResultOf(requestLogAnswer),
    summary: 'Outside calls (carriers): tag, url contains, logRef, responseCode, apiId, requestTime range',
  }),
  detail: defineEndpoint({
    method: 'GET',
    url: '/common/requestDetailLog/detail',
    input: z.object({ id: z.uuid() }),
    output: requestLogDetailAnswer,
    summary: 'One outside call with its headers and bodies (secrets masked)',
  }),
};
