export * from './issue.permissions.ts';
