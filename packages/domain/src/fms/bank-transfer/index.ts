export * from './bank-transfer.contracts.ts';
export * from './bank-transfer.messages.ts';
export * from './bank-transfer.ts';
export * from './index.light.ts';
