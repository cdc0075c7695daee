export * from './detain.permissions.ts';
