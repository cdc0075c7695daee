export * from './system.contracts.ts';
export * from './system.paths.ts';
