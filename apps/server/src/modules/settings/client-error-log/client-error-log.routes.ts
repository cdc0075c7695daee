import { clientErrorPayload, Permission, searchPayload } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { insertClientError, searchClientErrors } from './client-error-log.service.ts';

/** Browser error intake (signed-in users) and its log screen. */
export const clientErrorLogRoutes = [
  route({
    method: 'POST',
    url: '/common/clientErrorLog/insert',
    input: clientErrorPayload,
    handler: (c, b) => insertClientError(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/clientErrorLog/search',
    input: searchPayload,
    permission: Permission.clientErrorLog,
    handler: (c, b) => searchClientErrors(c, b),
  }),
];
