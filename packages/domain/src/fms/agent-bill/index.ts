export * from './agent-bill.contracts.ts';
export * from './agent-bill.messages.ts';
export * from './agent-bill.ts';
export * from './index.light.ts';
