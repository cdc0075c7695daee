export * from './track-template.entity.ts';
