import Decimal from 'decimal.js';
import { type RuleFailure, renderRuleMessage, ruleFail } from '../../lms/waybill/index.ts';
import type { Language } from '../../platform/enums.ts';
import {
  DISCOUNT_MODES,
  type Discount,
  type DiscountMode,
  type ExchangeRate,
  exchangeRateOf,
  money,
  rateText,
} from '../price/index.ts';

/**
 * Row rules of the discount and negotiated-price entities (back-office §3 "discount mode", §7
 * `discount`, `negotiatePrice`), shared by the form, each import row and the engine's loader.
 */

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** Subjects default to freight; a free discount keeps no value. */
export function normalizeDiscountRow(values: Record<string, unknown>): Record<string, unknown> {
  const subjects = Array.isArray(values.subjects) ? values.subjects.filter((s) => !blank(s)) : [];
  return {
    ...values,
    subjects: subjects.length ? subjects : ['freight'],
    ...(values.mode === 'free' ? { value: null } : {}),
  };
}

/** The negotiated price's subject defaults to freight. */
export function normalizeNegotiatePriceRow(values: Record<string, unknown>): Record<string, unknown> {
  return { ...values, subject: blank(values.subject) ? 'freight' : String(values.subject).trim() };
}

/** The refusal of a discount row and the field it concerns; undefined when the row is valid. */
export function discountRowIssue(row: {
  mode?: unknown;
  value?: unknown;
  effectiveFrom?: unknown;
  effectiveTo?: unknown;
}): { field: string; failure: RuleFailure } | undefined {
  const mode = row.mode as DiscountMode;
  if (!DISCOUNT_MODES.includes(mode)) return undefined; // the enum field refuses it
  if (mode !== 'free') {
    if (blank(row.value)) return { field: 'value', failure: ruleFail('discountValueRequired') };
    const v = new Decimal(String(row.value));
    if (mode === 'discount' && (v.lte(0) || v.gte(1)))
      return { field: 'value', failure: ruleFail('discountShareRange') };
    if (mode !== 'discount' && v.lte(0))
      return { field: 'value', failure: ruleFail('discountValuePositive') };
  }
  if (!blank(row.effectiveTo) && String(row.effectiveTo) <= String(row.effectiveFrom))
    return { field: 'effectiveTo', failure: ruleFail('pricingEffectiveRange') };
  return undefined;
}

const day = (v: unknown) => new Date(`${String(v).slice(0, 10)}T00:00:00Z`);

/** A stored discount row as the engine's discount. */
export function discountOfRow(r: Record<string, unknown>): Discount {
  const strings = (v: unknown) => (Array.isArray(v) ? v.map(String) : []);
  return {
    id: String(r.id),
    mode: r.mode as DiscountMode,
    value: blank(r.value) ? null : new Decimal(String(r.value)).toString(),
    subjects: strings(r.subjects),
    customerIds: strings(r.customerIds),
    productIds: strings(r.productIds),
    effectiveFrom: day(r.effectiveFrom),
    effectiveTo: blank(r.effectiveTo) ? null : day(r.effectiveTo),
  };
}

/** The money columns of a customer fee line whose subject has a negotiated price. */
export type NegotiatedFee = {
  value: string;
  currency: string;
  exchangeRate: string;
  conversionValue: string;
  formula: string;
  calErrorMsg: string | null;
};

/**
 * A fee line priced by its negotiated value instead of the engine's (which the row keeps as its
 * system value): converted to the local currency at the pricing date's rate (loss tolerance included,
 * as the engine converts), or the line says why there is no rate.
 */
export function negotiatedFee(
  negotiated: Record<string, unknown>,
  rates: readonly ExchangeRate[],
  date: Date,
  localCurrency: string,
  lang: Language,
): NegotiatedFee {
  const value = new Decimal(String(negotiated.value));
  const currency = String(negotiated.currency).toUpperCase();
  const rate = exchangeRateOf(currency, localCurrency, rates, date, { withLoss: true });
  const reason = blank(negotiated.reason) ? '' : `: ${String(negotiated.reason).trim()}`;
  return {
    value: money(value),
    currency,
    exchangeRate: rate.ok ? rateText(rate.rate) : '0',
    conversionValue: rate.ok ? money(value.times(rate.rate)) : '0.00',
    formula: `negotiated ${money(value)} ${currency}${reason}`,
    calErrorMsg: rate.ok ? null : renderRuleMessage(lang, rate.error),
  };
}
