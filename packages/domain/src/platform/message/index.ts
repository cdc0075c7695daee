export * from './message.contracts.ts';
