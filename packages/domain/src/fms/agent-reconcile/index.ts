export * from './agent-reconcile.contracts.ts';
export * from './agent-reconcile.messages.ts';
export * from './agent-reconcile.ts';
export * from './agent-reconcile-match.ts';
export * from './index.light.ts';
