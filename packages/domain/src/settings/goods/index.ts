export * from './goods.entity.ts';
