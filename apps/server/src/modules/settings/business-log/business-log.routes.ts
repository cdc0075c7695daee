import { Permission, searchPayload, searchResultOf, timestampAnswer } from '@freightdesk/domain';
import { z } from 'zod';
import { route } from '#platform/http/route.ts';
import { searchBusinessLog } from './business-log.service.ts';

const change = z.record(z.string(), z.unknown());
const businessLogEntry = z.object({
  id: z.uuid(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  userId: z.uuid().nullable(),
  userName: z.string().nullable(),
  customerId: z.uuid().nullable(),
  changes: z.object({ before: change.optional(), after: change.optional() }),
  createdAt: timestampAnswer,
});

/** Settings centre → business log: who changed what. */
export const businessLogRoutes = [
  route({
    method: 'POST',
    url: '/common/businessLog/search',
    input: searchPayload,
    output: searchResultOf(businessLogEntry),
    permission: Permission.businessLog,
    summary: 'Search the business log (newest first)',
    handler: (c, b) => searchBusinessLog(c, b),
  }),
];
