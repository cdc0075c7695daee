export * from './index.light.ts';
export * from './issue.contracts.ts';
export * from './issue.messages.ts';
export * from './issue.ts';
