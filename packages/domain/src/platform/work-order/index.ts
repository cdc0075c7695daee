export * from './index.light.ts';
export * from './work-order.contracts.ts';
export * from './work-order.messages.ts';
export * from './work-order.ts';
export * from './work-order-claim.messages.ts';
export * from './work-order-sla.contracts.ts';
export * from './work-order-sla.ts';
export * from './work-order-type.ts';
