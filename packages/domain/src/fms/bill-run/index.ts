export * from './bill-run.ts';
