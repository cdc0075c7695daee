/** The light public face (docs/architecture.md): what loads neither zod nor decimal.js. */

export * from './announcement.paths.ts';
export * from './announcement.permissions.ts';
export * from './announcement-labels.ts';
