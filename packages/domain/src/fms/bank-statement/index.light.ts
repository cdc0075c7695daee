/** The light public face (docs/architecture.md): what loads neither zod nor decimal.js. */

export * from './bank-statement.permissions.ts';
export * from './match-rule.entity.ts';
