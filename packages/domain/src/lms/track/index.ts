export * from './track.contracts.ts';
export * from './track-pull.ts';
export * from './track-template.entity.ts';
