export * from './role.entity.ts';
