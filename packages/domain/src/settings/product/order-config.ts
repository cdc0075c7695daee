import { l } from '../../platform/entity/define.ts';
import type { OrderFieldConfig } from './order-config.schema.ts';

/** Labels of a field config's columns (form columns; messages name them as "Field config/Default value"). */
export const ORDER_FIELD_CONFIG_LABELS = {
  field: l('字段', 'Field', 'Trường'),
  show: l('显示', 'Show', 'Hiển thị'),
  required: l('必填', 'Required', 'Bắt buộc'),
  maxLength: l('最大长度', 'Max length', 'Độ dài tối đa'),
  allowedOptions: l('可选项', 'Allowed options', 'Tùy chọn cho phép'),
  defaultValue: l('默认值', 'Default value', 'Giá trị mặc định'),
} as const;

export type OrderConfigIssue = {
  index: number;
  field: string;
  key: 'orderConfigDefaultNotAllowed' | 'orderConfigRequiredHidden' | 'duplicated';
};

/**
 * Checks field configs: a default must be among the allowed options when options are given
 * ("default value must be among allowed options"); a hidden field cannot be required; a field
 * is configured once.
 */
export function checkOrderFieldConfigs(configs: readonly OrderFieldConfig[]): OrderConfigIssue | undefined {
  const seen = new Set<string>();
  for (const [index, c] of configs.entries()) {
    if (seen.has(c.field)) return { index, field: c.field, key: 'duplicated' };
    seen.add(c.field);
    if (c.defaultValue && c.allowedOptions.length && !c.allowedOptions.includes(c.defaultValue)) {
      return { index, field: c.field, key: 'orderConfigDefaultNotAllowed' };
    }
    if (c.required && !c.show) return { index, field: c.field, key: 'orderConfigRequiredHidden' };
  }
  return undefined;
}
