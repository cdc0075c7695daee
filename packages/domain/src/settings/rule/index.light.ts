/** The light public face (docs/architecture.md): what loads neither zod nor decimal.js. */

export * from './rule-entity.ts';
