import { Permission, searchPayload } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { searchBusinessLog } from './business-log.service.ts';

/** Settings centre → business log: who changed what. */
export const businessLogRoutes = [
  route({
    method: 'POST',
    url: '/common/businessLog/search',
    input: searchPayload,
    permission: Permission.businessLog,
    summary: 'Search the business log (newest first)',
    handler: (c, b) => searchBusinessLog(c, b),
  }),
];
