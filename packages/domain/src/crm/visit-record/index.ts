export * from './visit-record.entity.ts';
