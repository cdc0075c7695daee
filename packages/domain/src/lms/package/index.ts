export * from './package.contracts.ts';
export * from './package.ts';
