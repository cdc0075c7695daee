import { z } from 'zod';
import { PACKAGE_TYPES } from '../../lms/waybill/index.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { PRICE_QUOTE_PERMISSION_CODES } from '../price-quote/index.light.ts';
import { PRICE_PERMISSION_CODES } from './price.permissions.ts';
import {
  decimalValue,
  EFFECT_STATUSES,
  PRICE_KINDS,
  type PriceKind,
  priceTableSchema,
} from './price-schema.ts';
import { PRICE_KIND_PERMISSION } from './price-titles.ts';

/**
 * Payloads of the price API (issue 5, `fms/price/*`, `fms/exchangeRate/query`): price table
 * search / write / batch, the quote of a shipment and the exchange-rate query. docs/pricing.md
 * "Server and API" describes each endpoint.
 */

/** The code guarding an action on prices of a kind (no action: reading the list). */
export function pricePermission(kind: PriceKind, action?: string): string {
  const list = PRICE_KIND_PERMISSION[kind];
  return action ? `${list}:${action}` : list;
}

const uuid = z.string().uuid();
const ids = z.array(uuid).min(1).max(500);
const force = z.boolean().default(false);

/** A new price table (the server gives the id); `force` overrides overlapping prices (code 2000). */
export const priceInsertPayload = priceTableSchema.omit({ id: true }).extend({ force });
export type PriceInsertPayload = z.output<typeof priceInsertPayload>;

/** A changed price table: id and the version read (optimistic concurrency). */
export const priceUpdatePayload = priceInsertPayload.extend({ id: uuid, version: z.coerce.number().int() });
export type PriceUpdatePayload = z.output<typeof priceUpdatePayload>;

export const priceSearchCriteria = z.object({
  kind: z.enum(PRICE_KINDS).default('customer'),
  status: z.enum(EFFECT_STATUSES).nullish(),
  productId: uuid.nullish(),
  channelId: uuid.nullish(),
  customerId: uuid.nullish(),
  /** Name (contains). */
  keyword: z.string().trim().max(100).nullish(),
});
export const priceSearchPayload = searchPayload.extend({
  criteria: priceSearchCriteria.default({ kind: 'customer' }),
});
export type PriceSearchPayload = z.output<typeof priceSearchPayload>;

export const priceIdQuery = z.object({ id: uuid });
export const priceIdsPayload = z.object({ kind: z.enum(PRICE_KINDS), ids });

/** Save as: a copy of a table with a new validity (and name). */
export const priceSaveAsPayload = z.object({
  id: uuid,
  name: z.string().trim().max(100).nullish(),
  effectiveFrom: z.coerce.date(),
  effectiveTo: z.coerce.date().nullish(),
  force,
});

/** Batch expire: the tables end at `effectiveTo` (default now). */
export const priceBatchExpirePayload = priceIdsPayload.extend({ effectiveTo: z.coerce.date().nullish() });

export const PRICE_ADJUST_TYPES = ['percent', 'amount'] as const;
/**
 * Batch adjust: every weight-range price (and first price) of the tables, in the given zones (empty:
 * all), becomes price × (1 + value) (percent, 0.05 = +5 %) or price + value (amount), never below 0.
 */
export const priceBatchAdjustPayload = priceIdsPayload.extend({
  type: z.enum(PRICE_ADJUST_TYPES),
  value: decimalValue,
  zones: z.array(z.string().trim()).default([]),
});
export type PriceBatchAdjustPayload = z.output<typeof priceBatchAdjustPayload>;

const measure = decimalValue.nullish();
/** The shipment of the price query screen; staff name the customer, customers quote for themselves. */
export const priceQueryPayload = z.object({
  customerId: uuid.nullish(),
  productId: uuid.nullish(),
  countryCode: z.string().trim().length(2).toUpperCase(),
  postcode: z.string().trim().max(20).nullish(),
  city: z.string().trim().max(100).nullish(),
  pieces: z
    .array(z.object({ actualWeight: decimalValue, length: measure, width: measure, height: measure }))
    .min(1)
    .max(999),
  goodsTypes: z.array(z.string().trim()).default([]),
  packageType: z.enum(PACKAGE_TYPES).nullish(),
  declaredValue: decimalValue.nullish(),
  declaredCurrency: z.string().trim().length(3).toUpperCase().nullish(),
  date: z.coerce.date().nullish(),
});
export type PriceQueryPayload = z.output<typeof priceQueryPayload>;

/** 1 `foreignCurrency` = ? `currency` (default the local currency) on `date` (default today). */
export const exchangeRateQueryPayload = z.object({
  currency: z.string().trim().length(3).toUpperCase().nullish(),
  foreignCurrency: z.string().trim().length(3).toUpperCase(),
  date: z.coerce.date().nullish(),
});
export type ExchangeRateQueryPayload = z.output<typeof exchangeRateQueryPayload>;

/** `exchangeRate/query`: the day (YYYY-MM-DD) and the rate, plain and with the loss rate (6 decimals). */
export const exchangeRateAnswer = z.object({
  currency: z.string(),
  foreignCurrency: z.string(),
  date: z.string(),
  value: z.string(),
  valueWithLoss: z.string(),
});

const m = (zh: string, en: string, vi: string) => ({ 'zh-CN': zh, 'en-US': en, 'vi-VN': vi });
const BATCH = m('批量修改', 'Batch changes', 'Thay đổi hàng loạt');
/** Labels of the price permission codes for the grant tree (the locales' `permission` texts still win). */
export const PRICE_PERMISSION_LABELS: Record<string, Record<'zh-CN' | 'en-US' | 'vi-VN', string>> = {
  [PRICE_PERMISSION_CODES.customerPrice]: m('客户报价', 'Customer price', 'Giá khách hàng'),
  [PRICE_PERMISSION_CODES.agentPrice]: m('代理价', 'Agent price', 'Giá đại lý'),
  [PRICE_PERMISSION_CODES.salesPrice]: m('销售价', 'Sales price', 'Giá bán'),
  [PRICE_QUOTE_PERMISSION_CODES.priceQuote]: m('报价单', 'Price quotes', 'Báo giá đã lưu'),
  [`${PRICE_PERMISSION_CODES.customerPrice}:batch`]: BATCH,
  [`${PRICE_PERMISSION_CODES.agentPrice}:batch`]: BATCH,
  [`${PRICE_PERMISSION_CODES.salesPrice}:batch`]: BATCH,
};

/** Columns of the weight-range sheet (export and import), in this order. */
export const PRICE_RANGE_COLUMNS = [
  ['zone', m('分区', 'Zone', 'Vùng')],
  ['startWeight', m('起始重', 'Start weight', 'Cân từ')],
  ['endWeight', m('截止重', 'End weight', 'Cân đến')],
  ['attributeType', m('类型', 'Attribute type', 'Loại')],
  ['price', m('价格', 'Price', 'Giá')],
  ['firstWeight', m('首重', 'First weight', 'Cân đầu')],
  ['firstPrice', m('首重价', 'First price', 'Giá cân đầu')],
  ['continueUnit', m('续重单位', 'Continue unit', 'Đơn vị cân tiếp')],
  ['carryUnit', m('进位单位', 'Carry unit', 'Đơn vị làm tròn')],
] as const;

/** The weight-range import: a kind (its import permission) and the xlsx file (multipart). */
export const priceRangeImportFields = z.object({ kind: z.enum(PRICE_KINDS) });

/** A fee line as answers carry it (amounts and rates as decimal text), see `FeeLine`. */
export const feeLineAnswer = z.object({
  subject: z.string(),
  originalValue: z.string(),
  fuelSurchargeRate: z.string().nullable(),
  fuelSurchargeValue: z.string(),
  discount: z.string(),
  value: z.string(),
  currency: z.string(),
  exchangeRate: z.string(),
  conversionValue: z.string(),
  formula: z.string(),
  calErrorMsg: z.string().optional(),
  calError: z.object({ key: z.string(), params: z.array(z.unknown()) }).optional(),
  thirdPartySettlement: z.boolean().optional(),
});

const decimalText = z.string();
/** The shipment of a price query as stored and answered (weights and sizes as decimal text). */
export const priceShipmentAnswer = z.object({
  countryCode: z.string(),
  postcode: z.string().nullish(),
  city: z.string().nullish(),
  pieces: z.array(
    z.object({
      actualWeight: decimalText,
      length: decimalText.nullish(),
      width: decimalText.nullish(),
      height: decimalText.nullish(),
    }),
  ),
  goodsTypes: z.array(z.string()),
  packageType: z.enum(PACKAGE_TYPES).nullish(),
  declaredValue: decimalText.nullish(),
  declaredCurrency: z.string().nullish(),
});
