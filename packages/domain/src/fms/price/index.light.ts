/**
 * The light public face (docs/architecture.md): what loads neither zod nor decimal.js, for the web's
 * first screen and the entity descriptions.
 */

export * from './price.permissions.ts';
export * from './price-enums.ts';
export * from './price-labels.ts';
export * from './price-options.ts';
export * from './price-titles.ts';
