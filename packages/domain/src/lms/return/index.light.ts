export * from './return.permissions.ts';
