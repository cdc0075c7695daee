import Decimal from 'decimal.js';
import { z } from 'zod';
import { PACKAGE_TYPES } from '../../lms/waybill/index.ts';
import { zoneRowSchema } from '../../settings/zone/index.ts';
import {
  APPEND_MODES,
  ATTRIBUTE_TYPES,
  BASE_TYPES,
  CHARGE_MODES,
  DISCOUNT_MODES,
  PRICE_KINDS,
  PRICE_MODES,
  SERVICE_FEE_RULES,
  SPECIAL_FEE_TYPES,
  SUBJECT_RULES,
  ZONE_QUERIES,
} from './price-enums.ts';

/**
 * Price data of the pricing engine (back-office §3 "Price"): a price table of one kind (customer,
 * agent, sales) and mode (common, base, API) with its weight ranges, special freight, service fees,
 * surcharges, append-price rules; plus the discounts, fuel surcharge table and exchange rates the
 * engine is given. Amounts and weights are decimal strings (numbers are accepted and turned to strings).
 * docs/pricing.md explains every field with examples.
 */

export * from './price-enums.ts';

/** A decimal value as a string (accepts numbers and numeric strings; refuses anything else). */
export const decimalValue = z
  .union([z.string().trim(), z.number()])
  .refine((v) => v !== '' && isDecimal(v), { message: 'invalidFormat' })
  .transform((v) => new Decimal(v).toString());
const nonNegative = decimalValue.refine((v) => new Decimal(v).gte(0), { message: 'minValue' });
const optionalDecimal = decimalValue.nullish();
const optionalNonNegative = nonNegative.nullish();
const ids = z.array(z.string().trim().min(1)).default([]);

function isDecimal(v: string | number): boolean {
  try {
    return new Decimal(v).isFinite();
  } catch {
    return false;
  }
}

/** A weight range (start, end]; an empty end is open. */
const rangeShape = { startWeight: optionalNonNegative, endWeight: optionalNonNegative };

/**
 * One weight range row of a table: the zones it prices (names; empty = every zone), its bounds,
 * attribute type, price and, by type, the first weight/price and the continue unit; a carry unit
 * rounds the quantity up before pricing.
 */
export const weightRangeSchema = z.object({
  zones: z.array(z.string().trim()).default([]),
  ...rangeShape,
  attributeType: z.enum(ATTRIBUTE_TYPES),
  /** Freight or one price: the amount; unit price, continue: per unit; start: the first-weight price. */
  price: nonNegative,
  /** startContinue: the first weight and its price. */
  firstWeight: optionalNonNegative,
  firstPrice: optionalNonNegative,
  /** continue, startContinue: the continue unit (default 1). */
  continueUnit: optionalNonNegative,
  carryUnit: optionalNonNegative,
});
export type WeightRange = z.output<typeof weightRangeSchema>;

/** Special freight: in its zones and weight range a formula prices (or adds to) the freight, at least the min fee. */
export const specialFreightSchema = z.object({
  zones: z.array(z.string().trim()).default([]),
  ...rangeShape,
  feeType: z.enum(SPECIAL_FEE_TYPES).default('freight'),
  formula: z.string().trim().min(1).max(500),
  minFee: optionalNonNegative,
});
export type SpecialFreight = z.output<typeof specialFreightSchema>;

/** Service fee: a subject charged as a percentage of what its rule names. */
export const serviceFeeSchema = z.object({
  subject: z.string().trim().min(1).max(50),
  rule: z.enum(SERVICE_FEE_RULES).default('freight'),
  appendPercent: nonNegative,
});
export type ServiceFee = z.output<typeof serviceFeeSchema>;

/** Surcharge (or surcharge template): a formula or fixed value within min/max, fuel optionally charged on it. */
export const surchargeSchema = z.object({
  subject: z.string().trim().min(1).max(50),
  formula: z.string().trim().min(1).max(500),
  minValue: optionalDecimal,
  maxValue: optionalDecimal,
  fuelIncluded: z.boolean().default(false),
  customFuelRate: optionalNonNegative,
  thirdPartySettlement: z.boolean().default(false),
  zones: z.array(z.string().trim()).default([]),
  goodsTypes: z.array(z.string().trim()).default([]),
});
export type Surcharge = z.output<typeof surchargeSchema>;

/** A surcharge template (surcharge template screen): a named surcharge that tables copy. */
export const surchargeTemplateSchema = surchargeSchema.extend({
  id: z.string().min(1),
  name: z.string().trim().min(1).max(50),
});
export type SurchargeTemplate = z.output<typeof surchargeTemplateSchema>;

/** Append-price rule: adds to the chosen fee subjects when its conditions hold. */
export const appendRuleSchema = z.object({
  name: z.string().trim().max(50).default(''),
  subjectRule: z.enum(SUBJECT_RULES).default('allMerge'),
  subjects: z.array(z.string().trim()).default([]),
  packageType: z.enum(PACKAGE_TYPES).nullish(),
  goodsTypes: z.array(z.string().trim()).default([]),
  ...rangeShape,
  zones: z.array(z.string().trim()).default([]),
  countryCodes: z.array(z.string().trim().toUpperCase()).default([]),
  mode: z.enum(APPEND_MODES),
  value: optionalDecimal,
  /** custom mode: a formula with `base` (the subject amount) and the shipment's variables. */
  formula: z.string().trim().max(500).nullish(),
});
export type AppendRule = z.output<typeof appendRuleSchema>;

/** Validity of a price or a discount: from (inclusive) to (exclusive, empty = open). */
const effectShape = {
  effectiveFrom: z.coerce.date(),
  effectiveTo: z.coerce.date().nullish(),
};

/** Discount: lowers the chosen subjects (default freight) for the customers and products it names. */
export const discountSchema = z.object({
  id: z.string().min(1),
  mode: z.enum(DISCOUNT_MODES),
  value: optionalNonNegative,
  subjects: z.array(z.string().trim()).default(['freight']),
  customerIds: ids,
  productIds: ids,
  ...effectShape,
});
export type Discount = z.output<typeof discountSchema>;

export const fuelOptionsSchema = z.object({
  /** A rate that replaces the fuel surcharge table (0.15 = 15 %). */
  customFuelRate: optionalNonNegative,
  /** The share of the fuel rate charged (0.8 = 80 % of it). */
  fuelDiscount: optionalNonNegative,
});

/** A price table of one kind and mode. */
export const priceTableSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().max(100).default(''),
  kind: z.enum(PRICE_KINDS),
  mode: z.enum(PRICE_MODES).default('common'),
  productId: z.string().min(1),
  channelId: z.string().nullish(),
  chargeMode: z.enum(CHARGE_MODES).default('weight'),
  endAgentId: z.string().nullish(),
  /** Effective customers (customer price); empty = every customer. */
  customerIds: ids,
  goodsTypes: z.array(z.string().trim()).default([]),
  fuel: fuelOptionsSchema.default({}),
  forbidQuery: z.boolean().default(false),
  zoneQuery: z.enum(ZONE_QUERIES).default('postcode'),
  /** The table's own zones; empty = the product's zone scheme. */
  zones: z.array(zoneRowSchema).default([]),
  currency: z.string().trim().min(3).max(3).toUpperCase().default('RMB'),
  /** A fixed rate to the local currency that replaces the rate table. */
  exchangeRate: optionalNonNegative,
  base: z.object({ priceId: z.string().min(1), type: z.enum(BASE_TYPES), value: decimalValue }).nullish(),
  priceApiId: z.string().nullish(),
  contractFileId: z.string().nullish(),
  weightRanges: z.array(weightRangeSchema).default([]),
  specialFreights: z.array(specialFreightSchema).default([]),
  serviceFees: z.array(serviceFeeSchema).default([]),
  surcharges: z.array(surchargeSchema).default([]),
  appendRules: z.array(appendRuleSchema).default([]),
  remark: z.string().trim().max(500).nullish(),
  ...effectShape,
});
export type PriceTableInput = z.input<typeof priceTableSchema>;
export type PriceTable = z.output<typeof priceTableSchema>;

/** A row of the fuel surcharge table: a rate per product or channel and month (YYYY-MM). */
export const fuelRateSchema = z.object({
  productId: z.string().nullish(),
  channelId: z.string().nullish(),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  rate: nonNegative,
});
export type FuelRate = z.output<typeof fuelRateSchema>;

/** An exchange rate: 1 `foreignCurrency` = `value` `currency`, from a date, with a loss-rate tolerance. */
export const exchangeRateSchema = z.object({
  currency: z.string().trim().length(3).toUpperCase(),
  foreignCurrency: z.string().trim().length(3).toUpperCase(),
  value: nonNegative.refine((v) => new Decimal(v).gt(0), { message: 'notZero' }),
  /** Extra share added to the rate to cover exchange losses (0.02 = 2 %). */
  lossRate: optionalNonNegative,
  effectiveFrom: z.coerce.date(),
});
export type ExchangeRate = z.output<typeof exchangeRateSchema>;
