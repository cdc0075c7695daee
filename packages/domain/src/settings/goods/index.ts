export * from './goods.contracts.ts';
export * from './goods.entity.ts';
