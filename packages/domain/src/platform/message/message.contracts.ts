import { z } from 'zod';
import { defineEndpoint } from '../contract.ts';

/** Header badge counters. */
export const MESSAGE_API = {
  count: defineEndpoint({
    method: 'GET',
    url: '/platform/message/count',
    output: z.object({ messageCount: z.number().int(), workOrderCount: z.number().int() }),
  }),
};
