export * from './encryption.contracts.ts';
export * from './encryption.paths.ts';
