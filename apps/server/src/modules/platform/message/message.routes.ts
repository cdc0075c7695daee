import { z } from 'zod';
import { route } from '#platform/http/route.ts';
import { messageCount } from './message.service.ts';

/** Header badge counters. */
export const messageRoutes = [
  route({
    method: 'GET',
    url: '/platform/message/count',
    output: z.object({ messageCount: z.number().int(), workOrderCount: z.number().int() }),
    handler: (c) => messageCount(c),
  }),
];
