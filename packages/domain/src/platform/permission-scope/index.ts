export * from './permission-scope.contracts.ts';
