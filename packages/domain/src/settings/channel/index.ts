export * from './channel.entity.ts';
export * from './channel.schema.ts';
export * from './channel-sub.ts';
