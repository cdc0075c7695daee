/** The enumerations of the price data (price-schema.ts builds its schemas from them; no zod here). */
export const PRICE_KINDS = ['customer', 'agent', 'sales'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export const PRICE_MODES = ['common', 'base', 'api'] as const;
export type PriceMode = (typeof PRICE_MODES)[number];
/** The quantity a table prices: charge weight (kg), square number (m³) or pieces. */
export const CHARGE_MODES = ['weight', 'square', 'piece'] as const;
export type ChargeMode = (typeof CHARGE_MODES)[number];
/** How a zone is found: country plus longest postcode prefix, or the country alone. */
export const ZONE_QUERIES = ['postcode', 'country'] as const;
export const ATTRIBUTE_TYPES = [
  'freight',
  'unitPrice',
  'start',
  'continue',
  'startContinue',
  'onePrice',
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];
export const BASE_TYPES = ['percent', 'unitPrice', 'fixed'] as const;
export const SPECIAL_FEE_TYPES = ['freight', 'extra'] as const;
/** What a service fee is a percentage of. */
export const SERVICE_FEE_RULES = ['freight', 'freightWithFuel', 'declaredValue'] as const;
export const SUBJECT_RULES = ['allMerge', 'detail', 'include', 'exclude'] as const;
export type SubjectRule = (typeof SUBJECT_RULES)[number];
export const APPEND_MODES = ['percent', 'unitPrice', 'fixed', 'custom'] as const;
export type AppendMode = (typeof APPEND_MODES)[number];
export const DISCOUNT_MODES = ['reduction', 'discount', 'unitReduction', 'fixed', 'free'] as const;
export type DiscountMode = (typeof DISCOUNT_MODES)[number];
export const EFFECT_STATUSES = ['effective', 'willEffective', 'expired'] as const;
export type EffectStatus = (typeof EFFECT_STATUSES)[number];
