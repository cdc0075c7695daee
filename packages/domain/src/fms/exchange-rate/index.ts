export * from './exchange-rate-online.entity.ts';
