export * from './index.light.ts';
export * from './payment-bill.contracts.ts';
export * from './payment-bill.messages.ts';
export * from './payment-bill.ts';
