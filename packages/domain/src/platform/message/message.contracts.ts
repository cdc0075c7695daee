import { z } from 'zod';
import { defineEndpoint } from '../contract.ts';
import { MESSAGE_COUNT_URL } from './message.paths.ts';

/** Header badge counters. */
export const MESSAGE_API = {
  count: defineEndpoint({
    method: 'GET',
    url: MESSAGE_COUNT_URL,
    output: z.object({ messageCount: z.number().int(), workOrderCount: z.number().int() }),
  }),
};
