/** The light public face (docs/architecture.md): what loads neither zod nor decimal.js. */

export * from './statistics.permissions.ts';
export * from './statistics-buckets.ts';
export * from './statistics-labels.ts';
