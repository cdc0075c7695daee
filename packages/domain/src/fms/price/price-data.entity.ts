import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l } from '../../platform/entity/define.ts';
import { FEE_SUBJECT_NAMES } from '../fee/index.light.ts';
import { PRICE_LABELS } from './price-labels.ts';

const currency = (label: ReturnType<typeof l>, search: boolean) =>
  field.text(label, {
    max: 3,
    min: 3,
    required: true,
    upper: true,
    ...(search ? { search: 'eq' as const } : {}),
  });

/**
 * Exchange rate (back-office §3 "Exchange rate", finance settings): 1 `foreignCurrency` = `value`
 * `currency` from `effectiveFrom`, with a loss-rate tolerance added when fees are converted
 * (the pricing engine's `exchangeRateSchema`; `fms/exchangeRate/query` answers the rate of a day).
 */
export const exchangeRate = defineEntity({
  name: 'exchangeRate',
  api: 'fms/exchangeRate',
  table: 'fms_exchange_rate',
  title: l('汇率', 'Exchange rate', 'Tỷ giá'),
  permission: 'fms/exchangeRate',
  actions: ['insert', 'update', 'delete', 'export', 'import'],
  labelField: 'foreignCurrency',
  menuGroup: 'fms',
  route: '/fms/exchange-rate',
  defaultSort: { field: 'effectiveFrom', order: 'desc' },
  fields: {
    currency: currency(l('本币', 'Currency', 'Tiền tệ'), true),
    foreignCurrency: currency(l('外币', 'Foreign currency', 'Ngoại tệ'), true),
    value: field.decimal(l('汇率', 'Rate', 'Tỷ giá'), {
      scale: 6,
      min: '0.000001',
      max: '999999',
      required: true,
    }),
    lossRate: field.decimal(l('损失率容差', 'Loss-rate tolerance', 'Dung sai tỷ lệ tổn thất'), {
      scale: 4,
      min: '0',
      max: '1',
    }),
    effectiveFrom: field.date(l('生效日期', 'Effective from', 'Hiệu lực từ'), {
      required: true,
      search: 'range',
      sortable: true,
    }),
    remark: field.text(L.remark, { max: 200, search: 'keyword', span: 2 }),
  },
});

/**
 * Fuel surcharge (back-office §2 "Pricing"): the fuel rate of a product or a channel for the month
 * of `month` (any day of it). A price table's custom fuel rate replaces it; the channel's row wins
 * over the product's.
 */
export const fuelSurcharge = defineEntity({
  name: 'fuelSurcharge',
  api: 'fms/fuelSurcharge',
  table: 'fms_fuel_surcharge',
  title: l('燃油附加费', 'Fuel surcharge', 'Phụ phí nhiên liệu'),
  permission: 'fms/price/fuelSurcharge',
  actions: ['insert', 'update', 'delete', 'export', 'import'],
  labelField: 'month',
  menuGroup: 'price',
  route: '/fms/price/fuel-surcharge',
  defaultSort: { field: 'month', order: 'desc' },
  fields: {
    productId: field.ref(l('产品', 'Product', 'Sản phẩm'), {
      entity: 'product',
      labelField: 'name',
      search: 'eq',
    }),
    channelId: field.ref(l('渠道', 'Channel', 'Kênh'), {
      entity: 'channel',
      labelField: 'name',
      search: 'eq',
    }),
    month: field.date(l('月份', 'Month', 'Tháng'), { required: true, search: 'range', sortable: true }),
    rate: field.decimal(l('燃油费率', 'Fuel rate', 'Tỷ lệ phụ phí nhiên liệu'), {
      scale: 4,
      min: '0',
      max: '10',
      required: true,
    }),
    remark: field.text(L.remark, { max: 200, search: 'keyword', span: 2 }),
  },
});

const yesNo = (label: ReturnType<typeof l>) => field.bool(label, { default: false });

/**
 * Surcharge template (back-office §3 "Price": surcharge template): a named surcharge — subject,
 * formula or fixed amount (charge content), min / max, fuel included with its own fuel rate,
 * third-party settlement — that price tables copy into their surcharges ("add from template").
 * A row without formula is refused (`surchargeTemplateRules`, also on import).
 */
export const surchargeTemplate = defineEntity({
  name: 'surchargeTemplate',
  api: 'fms/surchargeTemplate',
  table: 'fms_surcharge_template',
  title: PRICE_LABELS.surchargeTemplates,
  permission: 'fms/price/surchargeTemplate',
  actions: ['insert', 'update', 'delete', 'enable', 'export', 'import'],
  labelField: 'name',
  menuGroup: 'price',
  route: '/fms/price/surcharge-template',
  fields: {
    name: field.text(L.name, { max: 50, required: true, unique: true, search: 'keyword' }),
    subject: field.text(PRICE_LABELS.subject, {
      max: 50,
      required: true,
      search: 'keyword',
      names: FEE_SUBJECT_NAMES,
    }),
    formula: field.text(PRICE_LABELS.formulaCharge, {
      max: 500,
      span: 2,
    }),
    minValue: field.decimal(PRICE_LABELS.minValue, { scale: 4, min: '-999999', max: '999999' }),
    maxValue: field.decimal(PRICE_LABELS.maxValue, { scale: 4, min: '-999999', max: '999999' }),
    fuelIncluded: yesNo(PRICE_LABELS.fuelIncluded),
    customFuelRate: field.decimal(PRICE_LABELS.customFuelRate, {
      scale: 4,
      min: '0',
      max: '10',
    }),
    thirdPartySettlement: yesNo(PRICE_LABELS.thirdPartySettlement),
    remark: field.text(L.remark, { max: 200, span: 2 }),
  },
});
