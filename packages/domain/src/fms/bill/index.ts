export * from './bill.contracts.ts';
export * from './bill.messages.ts';
export * from './bill.ts';
export * from './index.light.ts';
