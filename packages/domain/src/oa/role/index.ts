export * from './role.contracts.ts';
export * from './role.entity.ts';
