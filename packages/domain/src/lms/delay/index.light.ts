export * from './delay.permissions.ts';
