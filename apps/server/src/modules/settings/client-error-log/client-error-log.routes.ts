import { CLIENT_ERROR_LOG_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { insertClientError, searchClientErrors } from './client-error-log.service.ts';

/** Browser error intake (signed-in users) and its log screen (`CLIENT_ERROR_LOG_API`). */
export const clientErrorLogRoutes = [
  route({ contract: CLIENT_ERROR_LOG_API.insert, handler: (c, b) => insertClientError(c, b) }),
  route({
    contract: CLIENT_ERROR_LOG_API.search,
    permission: Permission.clientErrorLog,
    handler: (c, b) => searchClientErrors(c, b),
  }),
];
