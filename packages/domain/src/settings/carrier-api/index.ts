export * from './carrier-api.contracts.ts';
export * from './carrier-api.entity.ts';
export * from './carrier-api.labels.ts';
export * from './carrier-api.messages.ts';
export * from './carrier-api.permissions.ts';
