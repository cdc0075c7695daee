export * from './end-ship-manifest.messages.ts';
export * from './end-ship-manifest.ts';
