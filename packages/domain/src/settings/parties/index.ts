export * from './parties.entity.ts';
