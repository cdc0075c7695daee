export * from './waybill-import.contracts.ts';
export * from './waybill-import.ts';
