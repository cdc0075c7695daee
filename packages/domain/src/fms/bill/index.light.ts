/** The light public face (docs/architecture.md): what loads neither zod nor decimal.js. */

export * from './bill.permissions.ts';
export * from './bill-labels.ts';
export * from './bill-period.ts';
