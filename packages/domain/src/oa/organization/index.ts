export * from './organization.contracts.ts';
export * from './organization.entity.ts';
