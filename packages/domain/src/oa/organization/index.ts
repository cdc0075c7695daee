export * from './organization.entity.ts';
