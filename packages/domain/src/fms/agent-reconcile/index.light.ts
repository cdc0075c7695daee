/** The light public face (docs/architecture.md): what loads neither zod nor decimal.js. */
export * from './agent-reconcile.permissions.ts';
export * from './agent-reconcile-labels.ts';
