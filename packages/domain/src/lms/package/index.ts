export * from './package.ts';
