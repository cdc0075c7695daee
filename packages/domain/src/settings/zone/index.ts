export * from './zone.entity.ts';
export * from './zone.schema.ts';
export * from './zone-sub.ts';
