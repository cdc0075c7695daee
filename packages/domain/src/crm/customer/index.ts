export * from './customer.contracts.ts';
export * from './customer.entity.ts';
export * from './customer.messages.ts';
export * from './customer.schema.ts';
export * from './customer-order-flags.ts';
export * from './customer-sub.ts';
