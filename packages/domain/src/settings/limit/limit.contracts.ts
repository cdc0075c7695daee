import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** One enabled channel limit and its use in the current period (`share` = used / limit, 4 places). */
export const limitMonitorRow = z.object({
  channelId: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  mode: z.enum(['bill', 'piece', 'weight', 'square']),
  period: z.enum(['day', 'week', 'month']),
  periodKey: z.string(),
  used: decimal,
  limit: decimal,
  share: decimal,
});
export type LimitMonitorRow = z.output<typeof limitMonitorRow>;

/** The limit monitor (DESIGN §4 "Rules"): staff only. */
export const LIMIT_MONITOR_API = {
  list: defineEndpoint({
    method: 'GET',
    url: '/basic/limitMonitor/list',
    output: z.object({ records: z.array(limitMonitorRow) }),
    summary: 'Every enabled channel limit with its use in the current period (company time zone)',
  }),
} as const;
