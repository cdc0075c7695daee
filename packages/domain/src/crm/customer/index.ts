export * from './customer.entity.ts';
export * from './customer.schema.ts';
