export * from './channel.entity.ts';
export * from './channel.schema.ts';
