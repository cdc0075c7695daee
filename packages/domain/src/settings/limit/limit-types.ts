import type { z } from 'zod';
import type { channelLimitSchema, serviceLimitSchema } from '../channel/index.ts';

export type ChannelLimit = z.output<typeof channelLimitSchema>;
export type ServiceLimit = z.output<typeof serviceLimitSchema>;
export type ChannelLimitMode = ChannelLimit['mode'];
export type ChannelLimitPeriod = ChannelLimit['period'];
