export * from './charge-bill.contracts.ts';
export * from './charge-bill.messages.ts';
export * from './charge-bill.ts';
export * from './index.light.ts';
