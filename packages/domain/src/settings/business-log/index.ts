export * from './business-log.contracts.ts';
