import {
  CHANNEL_LIMIT_LABELS,
  channelLimitSchema,
  SERVICE_LIMIT_LABELS,
  serviceLimitSchema,
  WEIGHT_CONFIG_LABELS,
  weightConfigSchema,
} from '@freightdesk/domain';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { subConfigRules } from '../sub-config.ts';

const subs = subConfigRules([
  { key: 'channelLimit', schema: channelLimitSchema, labels: CHANNEL_LIMIT_LABELS },
  { key: 'serviceLimit', schema: serviceLimitSchema, labels: SERVICE_LIMIT_LABELS },
  { key: 'weightConfig', schema: weightConfigSchema, labels: WEIGHT_CONFIG_LABELS },
]);

/** Channel: its channel limit, service limit and weight config are checked against their schemas. */
export const channelRules: EntityRules = {
  normalize: subs.normalize,
  check: (values, { rt }) => subs.check(values, rt),
};
