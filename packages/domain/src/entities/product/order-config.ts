import { z } from 'zod';
import { l } from '../../entity/define.ts';

/**
 * Order config of a product (back-office §3 "Order config"): per order field whether it shows,
 * is required, its max length, the allowed options and the default.
 */
export const orderFieldConfigSchema = z.object({
  field: z.string().trim().min(1).max(100),
  show: z.boolean().default(true),
  required: z.boolean().default(false),
  maxLength: z.number().int().min(1).max(10_000).nullish(),
  allowedOptions: z.array(z.string().trim().min(1).max(100)).default([]),
  defaultValue: z.string().trim().max(500).nullish(),
});
export type OrderFieldConfig = z.output<typeof orderFieldConfigSchema>;

/** The field configs of a template (the `fieldConfigs` JSON field). */
export const orderFieldConfigsSchema = z.array(orderFieldConfigSchema).max(500);

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
