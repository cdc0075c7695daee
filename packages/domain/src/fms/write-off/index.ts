export * from './index.light.ts';
export * from './write-off.contracts.ts';
export * from './write-off.messages.ts';
export * from './write-off.ts';
