export * from './announcement.contracts.ts';
export * from './announcement.messages.ts';
export * from './announcement.ts';
export * from './index.light.ts';
