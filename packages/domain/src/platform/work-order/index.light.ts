/** The light public face (docs/architecture.md): what loads neither zod nor decimal.js. */

export * from './work-order.enums.ts';
export * from './work-order.permissions.ts';
export * from './work-order.status.ts';
