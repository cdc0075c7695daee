export * from './file.contracts.ts';
