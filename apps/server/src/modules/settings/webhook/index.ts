/** Webhooks: what other modules (the executors) use. */
export { type QueuedWebhook, queueWebhook } from './queue-webhook.ts';
export { waybillWebhookData } from './webhook-delivery.ts';
export { queueWaybillEvents, type WaybillEvent } from './webhook-events.ts';
export { type WebhookBody, webhookSignature } from './webhook-post.ts';
