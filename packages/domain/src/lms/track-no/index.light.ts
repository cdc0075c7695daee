export * from './track-no.labels.ts';
