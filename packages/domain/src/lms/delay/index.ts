export * from './delay.contracts.ts';
export * from './delay.ts';
export * from './index.light.ts';
