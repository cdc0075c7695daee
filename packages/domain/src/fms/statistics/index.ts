export * from './index.light.ts';
export * from './statistics.contracts.ts';
export * from './statistics.messages.ts';
export * from './statistics.ts';
