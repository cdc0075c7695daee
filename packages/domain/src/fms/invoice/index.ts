export * from './index.light.ts';
export * from './invoice.contracts.ts';
export * from './invoice.messages.ts';
export * from './invoice.ts';
export * from './received-invoice.contracts.ts';
export * from './received-invoice.ts';
