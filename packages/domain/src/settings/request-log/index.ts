export * from './request-log.contracts.ts';
export * from './request-log.view.ts';
