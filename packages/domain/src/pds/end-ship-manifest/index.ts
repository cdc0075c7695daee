export * from './end-ship-manifest.ts';
