import { z } from 'zod';

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
