export * from './progress.contracts.ts';
