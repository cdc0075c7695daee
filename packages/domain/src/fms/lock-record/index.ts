export * from './index.light.ts';
export * from './lock-record.contracts.ts';
export * from './lock-record.messages.ts';
export * from './lock-record.schemas.ts';
