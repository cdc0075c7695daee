export * from './order-config.schema.ts';
export * from './order-config.ts';
export * from './order-config-apply.ts';
export * from './order-config-sub.ts';
export * from './product.entity.ts';
