export * from './balance.contracts.ts';
export * from './balance.messages.ts';
export * from './balance.ts';
export * from './index.light.ts';
