export * from './index.light.ts';
export * from './urge.contracts.ts';
export * from './urge.messages.ts';
export * from './urge.ts';
