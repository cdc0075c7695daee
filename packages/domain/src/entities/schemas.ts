/**
 * The zod schemas of the entities' JSON fields and payloads, apart from the descriptions: the web's
 * route table reads `ENTITIES` on its first screen and must not pull zod in with them.
 */

export * from '../crm/customer/customer.schema.ts';
export * from '../settings/channel/channel.schema.ts';
export * from '../settings/geography/country-detail.schema.ts';
export * from '../settings/product/order-config.schema.ts';
export * from '../settings/zone/zone.schema.ts';
