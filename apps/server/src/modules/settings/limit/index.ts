/**
 * The public face of the limits: what the channel router calls when it picks a channel (the service
 * limit's refusal, and taking or giving back channel capacity in the caller's transaction).
 */
export {
  enabledChannelLimit,
  releaseChannelCapacity,
  takeChannelCapacity,
} from './channel-capacity.service.ts';
export { channelLimitTake, channelLimitUsage } from './limit.schema.ts';
export type { WaybillLimitFacts } from './service-limit.service.ts';
export { channelRefusal, limitedChannel, waybillLimitFacts } from './service-limit.service.ts';
