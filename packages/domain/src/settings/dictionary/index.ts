export * from './dictionary.entity.ts';
