export * from './import-waybill.contracts.ts';
export * from './import-waybill.messages.ts';
export * from './import-waybill.ts';
