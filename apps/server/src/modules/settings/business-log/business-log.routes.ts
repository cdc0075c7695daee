import { BUSINESS_LOG_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { searchBusinessLog } from './business-log.service.ts';

/** Settings centre → business log: who changed what (`BUSINESS_LOG_API`). */
export const businessLogRoutes = [
  route({
    contract: BUSINESS_LOG_API.search,
    permission: Permission.businessLog,
    handler: (c, b) => searchBusinessLog(c, b),
  }),
];
