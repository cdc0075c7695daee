/** The light public face (docs/architecture.md): what loads neither zod nor decimal.js. */

export * from './lock-record.permissions.ts';
export * from './lock-record.ts';
