import {
  clientErrorPayload,
  nullAnswer,
  Permission,
  searchPayload,
  searchResultOf,
  timestampAnswer,
} from '@freightdesk/domain';
import { z } from 'zod';
import { route } from '#platform/http/route.ts';
import { insertClientError, searchClientErrors } from './client-error-log.service.ts';

const clientError = z.object({
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
export const clientErrorLogRoutes = [
  route({
    method: 'POST',
    url: '/common/clientErrorLog/insert',
    input: clientErrorPayload,
    output: nullAnswer,
    handler: (c, b) => insertClientError(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/clientErrorLog/search',
    input: searchPayload,
    output: searchResultOf(clientError),
    permission: Permission.clientErrorLog,
    handler: (c, b) => searchClientErrors(c, b),
  }),
];
