import {
  checkOrderFieldConfigs,
  ORDER_FIELD_CONFIG_LABELS,
  type OrderFieldConfig,
  orderFieldConfigsSchema,
} from '@freightdesk/domain';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';
import { subConfigRules } from '../sub-config.ts';

const configs = subConfigRules([
  { key: 'fieldConfigs', schema: orderFieldConfigsSchema, labels: ORDER_FIELD_CONFIG_LABELS },
]);

/**
 * Order config template: each field config is checked ("the default value of {field} must be among the
 * allowed options", "{field} cannot be required while hidden", "{field} duplicated").
 */
export const orderConfigTemplateRules: EntityRules = {
  normalize: configs.normalize,
  check: (values, { rt }) => {
    const shape = configs.check(values, rt);
    if (shape) return shape;
    const issue = checkOrderFieldConfigs((values.fieldConfigs ?? []) as OrderFieldConfig[]);
    if (!issue) return undefined;
    return { fields: ['fieldConfigs'], error: new BizError(issue.key, [issue.field]) };
  },
};
