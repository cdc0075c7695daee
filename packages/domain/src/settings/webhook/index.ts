/** Webhooks (issue 19): subscriptions of waybill events, signed deliveries, the delivery log. */
export * from './webhook.contracts.ts';
export * from './webhook.entity.ts';
export * from './webhook.messages.ts';
export * from './webhook.permissions.ts';
export * from './webhook.schema.ts';
