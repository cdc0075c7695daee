export * from './employee.entity.ts';
