export * from './scan.ts';
