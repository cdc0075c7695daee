export * from './document.contracts.ts';
export * from './documents.ts';
