/**
 * The zod schemas of the entities' JSON fields and payloads, apart from the descriptions: the web's
 * route table reads `ENTITIES` on its first screen and must not pull zod in with them.
 */
export * from './basic/country-detail.schema.ts';
export * from './crm/customer.schema.ts';
export * from './product/channel.schema.ts';
export * from './product/order-config.schema.ts';
export * from './product/zone.schema.ts';
