import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { searchPayload } from '../../platform/schemas.ts';

/** Response bodies above this many characters are cut in the delivery log. */
export const WEBHOOK_RESPONSE_BODY_MAX = 4000;

/** One try of one delivery, as the delivery log lists it (headers with the secret masked). */
export const webhookDeliveryAnswer = z.object({
  id: z.uuid(),
  /** The delivery's id (the body's `id`; the same on every try of one delivery). */
  deliveryId: z.uuid(),
  hookId: z.uuid().nullable(),
  hookName: z.string().nullable(),
  customerId: z.uuid().nullable(),
  event: z.string(),
  url: z.string(),
  attempt: z.number().int(),
  status: z.enum(['success', 'failed']),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  createdAt: timestampAnswer,
});
export type WebhookDelivery = z.output<typeof webhookDeliveryAnswer>;

/** Criteria of the delivery log: `hookId`, `status` (success | failed), `event`, `deliveryId`. */
export const webhookDeliveryCriteria = z.object({
  hookId: z.uuid().optional(),
  status: z.enum(['success', 'failed']).optional(),
  event: z.string().max(64).optional(),
  deliveryId: z.uuid().optional(),
});

const deliverySearch = searchPayload.extend({ criteria: webhookDeliveryCriteria.default({}) });
const byId = z.object({ id: z.uuid() });

export const WEBHOOK_API = {
  secret: defineEndpoint({
    method: 'POST',
    url: '/basic/webhook/secret',
    input: byId,
    output: z.object({ secret: z.string() }),
    summary: "A webhook's signing secret (made at the first read)",
  }),
  rotateSecret: defineEndpoint({
    method: 'POST',
    url: '/basic/webhook/rotateSecret',
    input: byId,
    output: z.object({ secret: z.string() }),
    summary: 'A new signing secret for a webhook; the old one stops signing at once',
  }),
  sendTest: defineEndpoint({
    method: 'POST',
    url: '/basic/webhook/sendTest',
    input: byId,
    output: webhookDeliveryAnswer,
    summary: 'Delivers a `test` event to the webhook now and answers the try',
  }),
  deliveries: defineEndpoint({
    method: 'POST',
    url: '/basic/webhook/deliveries',
    input: deliverySearch,
    output: searchResultOf(webhookDeliveryAnswer),
    summary: 'The delivery log: criteria hookId, status, event, deliveryId; newest first',
  }),
  executorDeliveries: defineEndpoint({
    method: 'POST',
    url: '/basic/executor/deliveries',
    input: deliverySearch,
    output: searchResultOf(webhookDeliveryAnswer),
    summary: "The executors' delivery log (the webhook delivery log): criteria hookId, status, event",
  }),
};
