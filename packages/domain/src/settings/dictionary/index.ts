export * from './dictionary.contracts.ts';
export * from './dictionary.entity.ts';
export * from './dictionary.paths.ts';
