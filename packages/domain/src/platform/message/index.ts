export * from './message.contracts.ts';
export * from './message.paths.ts';
