export * from './customer.contracts.ts';
export * from './customer.entity.ts';
export * from './customer.schema.ts';
export * from './customer-sub.ts';
