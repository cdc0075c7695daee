export * from './detain.contracts.ts';
export * from './detain.ts';
export * from './index.light.ts';
