export * from './index.light.ts';
export * from './return.contracts.ts';
export * from './return.messages.ts';
export * from './return.ts';
