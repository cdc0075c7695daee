import { z } from 'zod';
import { BATCH_MAX_ROWS } from '../../platform/constants.ts';
import { defineEndpoint } from '../../platform/contract.ts';

const ids = z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS);

/** A batch routed by hand: every waybill to this channel (all or nothing). */
export const routeChannelPayload = z.object({ ids, channelId: z.uuid() });
export const rerouteAnswer = z.object({
  routed: z.number().int(),
  /** Waybills still without a channel and why (in the caller's language). */
  failed: z.array(z.object({ id: z.string(), waybillNo: z.string(), reason: z.string() })),
});
export type RerouteAnswer = z.output<typeof rerouteAnswer>;

/** Manual routing of waybills waiting for a channel (platform-core §4 `waitChannelRoute`). */
export const CHANNEL_ROUTE_ENDPOINTS = {
  routeChannel: defineEndpoint({
    method: 'POST',
    url: '/lms/waybill/routeChannel',
    input: routeChannelPayload,
    output: z.object({ updated: z.number().int() }),
    summary: 'Route waiting waybills to a channel by hand (all or nothing; the channel limits check each)',
  }),
  reroute: defineEndpoint({
    method: 'POST',
    url: '/lms/waybill/reroute',
    input: z.object({ ids }),
    output: rerouteAnswer,
    summary: 'Run the channel routes again for waybills without a channel',
  }),
};
