import { Permission, REQUEST_LOG_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { requestLogDetail, searchRequestLog } from './request-log.service.ts';

/** The request log screen (read-only). */
export const requestLogRoutes = [
  route({
    contract: REQUEST_LOG_API.search,
    permission: Permission.requestDetailLog,
    handler: (c, b) => searchRequestLog(c, b),
  }),
  route({
    contract: REQUEST_LOG_API.detail,
    permission: Permission.requestDetailLog,
    handler: (c, q) => requestLogDetail(c, q.id),
  }),
];
