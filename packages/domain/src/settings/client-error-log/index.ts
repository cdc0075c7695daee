export * from './client-error-log.contracts.ts';
