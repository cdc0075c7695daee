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

/** The field configs of a template (the `fieldConfigs` JSON field). */
export const orderFieldConfigsSchema = z.array(orderFieldConfigSchema).max(500);
