export * from './user.contracts.ts';
export * from './user.paths.ts';
