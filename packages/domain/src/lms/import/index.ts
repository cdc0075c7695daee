export * from './waybill-import.ts';
