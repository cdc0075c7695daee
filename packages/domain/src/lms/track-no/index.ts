export * from './index.light.ts';
export * from './track-no.contracts.ts';
export * from './track-no.messages.ts';
export * from './track-no.ts';
