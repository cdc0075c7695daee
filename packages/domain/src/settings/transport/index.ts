export * from './transport.entity.ts';
