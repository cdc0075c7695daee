export * from './employee.contracts.ts';
export * from './employee.entity.ts';
