export * from './scan.contracts.ts';
export * from './scan.ts';
