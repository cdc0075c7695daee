/** The light public face (docs/architecture.md): what loads neither zod nor decimal.js. */

export * from './account-flow.permissions.ts';
export * from './account-flow-labels.ts';
