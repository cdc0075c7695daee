import { z } from 'zod';

/** A header name as HTTP allows it (a token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** One header row of a webhook. */
export const webhookHeaderSchema = z.object({
  key: z.string().trim().min(1).max(100).regex(HEADER_NAME),
  value: z
    .string()
    .max(1000)
    .regex(/^[^\r\n]*$/),
});
export const webhookHeadersSchema = z.array(webhookHeaderSchema).max(20);
export type WebhookHeader = z.output<typeof webhookHeaderSchema>;
