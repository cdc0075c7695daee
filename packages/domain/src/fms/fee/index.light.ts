/**
 * The light public face (docs/architecture.md): what loads neither zod nor decimal.js, for the web's
 * first screen and for modules that fees themselves use (the waybill list's fee columns).
 */

export * from './engine-subjects.ts';
export * from './fee.permissions.ts';
export * from './fee-columns.ts';
export * from './fee-kinds.ts';
export * from './fee-subjects.ts';
export * from './lms-fee-titles.ts';
