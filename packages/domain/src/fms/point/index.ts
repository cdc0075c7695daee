export * from './index.light.ts';
export * from './point.contracts.ts';
export * from './point.messages.ts';
export * from './point.ts';
