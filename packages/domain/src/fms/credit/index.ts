export * from './credit.contracts.ts';
export * from './credit.ts';
