export * from './country-detail.schema.ts';
export * from './country-detail.ts';
export * from './geography.contracts.ts';
export * from './geography.entity.ts';
