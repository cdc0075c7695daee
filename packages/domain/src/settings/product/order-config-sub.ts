import type { SubConfig } from '../../platform/entity/types.ts';
import { type OrderFieldConfig, orderFieldConfigsSchema } from './order-config.schema.ts';
import { checkOrderFieldConfigs, ORDER_FIELD_CONFIG_LABELS } from './order-config.ts';

/** The field configs of an order config template. */
export const orderFieldConfigsSub: SubConfig = {
  kind: 'rows',
  schema: orderFieldConfigsSchema,
  labels: ORDER_FIELD_CONFIG_LABELS,
  check: (parsed) => {
    const issue = checkOrderFieldConfigs(parsed as OrderFieldConfig[]);
    return issue && { key: issue.key, params: [issue.field] };
  },
};
