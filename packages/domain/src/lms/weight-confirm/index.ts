export * from './weight-confirm.contracts.ts';
