export * from './index.light.ts';
export * from './work-order.contracts.ts';
export * from './work-order.messages.ts';
export * from './work-order.ts';
export * from './work-order-type.ts';
