export * from './cash-account.entity.ts';
