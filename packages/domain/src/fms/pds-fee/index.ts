export * from './pds-fee.contracts.ts';
export * from './pds-fee.permissions.ts';
export * from './pds-fee.ts';
export * from './pds-fee-labels.ts';
