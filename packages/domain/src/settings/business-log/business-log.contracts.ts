import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { searchPayload } from '../../platform/schemas.ts';

const change = z.record(z.string(), z.unknown());

/** A business log entry: who changed what. */
export const businessLogEntryAnswer = z.object({
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

/** Settings centre → business log. */
export const BUSINESS_LOG_API = {
  search: defineEndpoint({
    method: 'POST',
    url: '/common/businessLog/search',
    input: searchPayload,
    output: searchResultOf(businessLogEntryAnswer),
    summary: 'Search the business log (newest first)',
  }),
};
