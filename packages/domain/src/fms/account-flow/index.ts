export * from './account-flow.contracts.ts';
export * from './account-flow.messages.ts';
export * from './account-flow.ts';
export * from './index.light.ts';
