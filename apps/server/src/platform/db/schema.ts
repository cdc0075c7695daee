/** Every table, gathered for the typed database handle (drizzle-kit reads the `*.schema.ts` files). */

export * from '#modules/basic/basic.schema.ts';
export * from '#modules/basic/country/country-detail.schema.ts';
export * from '#modules/common/business-log/business-log.schema.ts';
export * from '#modules/common/client-error-log/client-error-log.schema.ts';
export * from '#modules/common/dictionary/dictionary.schema.ts';
export * from '#modules/common/file/file.schema.ts';
export * from '#modules/common/numbering/numbering.schema.ts';
export * from '#modules/common/sys-config/sys-config.schema.ts';
export * from '#modules/common/user-setting/user-setting.schema.ts';
export * from '#modules/customer/customer/customer.schema.ts';
export * from '#modules/customer/visit-record/visit-record.schema.ts';
export * from '#modules/fms/exchange-rate/price-data.schema.ts';
export * from '#modules/fms/price/price.schema.ts';
export * from '#modules/lms/waybill/waybill.schema.ts';
export * from '#modules/platform/message/message.schema.ts';
export * from '#modules/user/auth/auth.schema.ts';
export * from '#modules/user/job-position/job-position.schema.ts';
export * from '#modules/user/organization/organization.schema.ts';
export * from '#modules/user/role/role.schema.ts';
export * from '#modules/user/user/user.schema.ts';
export * from '#platform/auth/session.schema.ts';
export * from '#platform/encryption/crypto-key.schema.ts';
export * from '#platform/entity/entity-import.schema.ts';
export * from '#platform/jobs/job.schema.ts';
export * from '#platform/permissions/permission-scope.schema.ts';
export * from '../../seed/seed.schema.ts';
