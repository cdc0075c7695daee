/** Channel limits and service limits (back-office §3): refusals, period keys, the limit monitor's contract. */
export * from './limit.contracts.ts';
export * from './limit.messages.ts';
export * from './limit.permissions.ts';
export * from './limit-period.ts';
export type * from './limit-types.ts';
export * from './service-limit.ts';
