/**
 * The package's public face: the top floor's files, each module's index.ts (one line per module)
 * and the platform floor's files.
 */

export * from './business-log.ts';
export * from './crm/customer/index.ts';
export * from './crm/visit-record/index.ts';
export * from './entities/index.ts';
export * from './fms/discount/index.ts';
export * from './fms/exchange-rate/index.ts';
export * from './fms/fee/index.ts';
export * from './fms/price/index.ts';
export * from './fms/price-quote/index.ts';
export * from './lms/document/index.ts';
export * from './lms/import/index.ts';
export * from './lms/package/index.ts';
export * from './lms/scan/index.ts';
export * from './lms/track/index.ts';
export * from './lms/waybill/index.ts';
export * from './messages.ts';
export * from './oa/employee/index.ts';
export * from './oa/organization/index.ts';
export * from './oa/role/index.ts';
export * from './permissions.ts';
export * from './platform/answers.ts';
export { BUSINESS_LOG_TITLE } from './platform/business-log.ts';
export * from './platform/cache.ts';
export * from './platform/codes.ts';
export * from './platform/constants.ts';
export * from './platform/contract.ts';
export * from './platform/entity/common-labels.ts';
export * from './platform/entity/define.ts';
export * from './platform/entity/schema.ts';
export * from './platform/entity/types.ts';
export * from './platform/enums.ts';
export * from './platform/files/files.ts';
export type { Message, MessageKey } from './platform/messages/catalogue.ts';
export * from './platform/messages/fields.ts';
export { fillPlaceholders } from './platform/messages/format.ts';
export * from './platform/numeric-input.ts';
export * from './platform/permission.ts';
export * from './platform/progress.ts';
export * from './platform/schemas.ts';
export * from './platform/time-cost.ts';
export * from './settings/channel/index.ts';
export * from './settings/dictionary/index.ts';
export * from './settings/geography/index.ts';
export * from './settings/goods/index.ts';
export * from './settings/numbering/index.ts';
export * from './settings/parties/index.ts';
export * from './settings/product/index.ts';
export * from './settings/transport/index.ts';
export * from './settings/zone/index.ts';
