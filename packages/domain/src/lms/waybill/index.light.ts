/**
 * The light public face (docs/architecture.md): what loads neither zod nor decimal.js, for the web's
 * first screen and the entity descriptions.
 */

export * from './drawer-rules.ts';
export * from './waybill.permissions.ts';
export * from './waybill-enums.ts';
