export * from './auth.contracts.ts';
export * from './auth.paths.ts';
