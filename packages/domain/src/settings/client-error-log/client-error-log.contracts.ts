import { z } from 'zod';
import { nullAnswer, searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { clientErrorPayload, searchPayload } from '../../platform/schemas.ts';

/** A browser error as its log screen lists it. */
export const clientErrorAnswer = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  message: z.string(),
  type: z.string(),
  username: z.string().nullable(),
  module: z.string().nullable(),
  url: z.string().nullable(),
  browser: z.string().nullable(),
  stack: z.string().nullable(),
  address: z.string().nullable(),
  time: timestampAnswer.nullable(),
  createdAt: timestampAnswer,
});

/** Browser error intake (signed-in users) and its log screen. */
export const CLIENT_ERROR_LOG_API = {
  insert: defineEndpoint({
    method: 'POST',
    url: '/common/clientErrorLog/insert',
    input: clientErrorPayload,
    output: nullAnswer,
  }),
  search: defineEndpoint({
    method: 'POST',
    url: '/common/clientErrorLog/search',
    input: searchPayload,
    output: searchResultOf(clientErrorAnswer),
  }),
};
