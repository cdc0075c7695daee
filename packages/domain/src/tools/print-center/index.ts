export * from './print-center.contracts.ts';
