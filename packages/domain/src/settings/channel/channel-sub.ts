import type { SubConfig } from '../../platform/entity/types.ts';
import { CHANNEL_LIMIT_LABELS, SERVICE_LIMIT_LABELS, WEIGHT_CONFIG_LABELS } from './channel.entity.ts';
import { channelLimitSchema, serviceLimitSchema, weightConfigSchema } from './channel.schema.ts';

export const channelLimitSub: SubConfig = {
  kind: 'object',
  schema: channelLimitSchema,
  labels: CHANNEL_LIMIT_LABELS,
};
export const serviceLimitSub: SubConfig = {
  kind: 'object',
  schema: serviceLimitSchema,
  labels: SERVICE_LIMIT_LABELS,
};
export const weightConfigSub: SubConfig = {
  kind: 'object',
  schema: weightConfigSchema,
  labels: WEIGHT_CONFIG_LABELS,
};
