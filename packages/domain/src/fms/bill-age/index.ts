export * from './bill-age.contracts.ts';
export * from './bill-age.ts';
export * from './index.light.ts';
