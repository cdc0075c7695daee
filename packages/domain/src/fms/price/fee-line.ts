import type Decimal from 'decimal.js';
import { type RuleFailure, renderRuleMessage } from '../../lms/waybill/index.ts';
import type { Language } from '../../platform/enums.ts';
import { money, percentText, plain, rateText, roundMoney, ZERO } from './money.ts';

/**
 * Fee lines (back-office §3 "Fee (LMS customer or agent)"). While quoting, a line is a draft of exact
 * decimals: original value, fuel, discount. It is rounded ONCE when finished: value =
 * round(original + fuel − discount) to 2 decimals, half up. originalValue, fuelSurchargeValue and
 * discount are shown rounded on their own for information; value is not their rounded sum but the
 * rounding of the exact one. conversionValue = round(value × exchangeRate).
 */

export type FeeDraft = {
  subject: string;
  original: Decimal;
  fuelRate: Decimal | null;
  fuel: Decimal;
  discount: Decimal;
  /** How the original value was found ("12.5 kg × 30"), without the result. */
  text: string;
  discountText?: string;
  error?: RuleFailure;
  thirdPartySettlement?: boolean;
};

export type FeeLine = {
  subject: string;
  originalValue: string;
  fuelSurchargeRate: string | null;
  fuelSurchargeValue: string;
  discount: string;
  value: string;
  currency: string;
  exchangeRate: string;
  conversionValue: string;
  /** Human readable: "12.5 kg × 30 = 375.00; fuel 375.00 × 15% = 56.25". */
  formula: string;
  calErrorMsg?: string;
  calError?: RuleFailure;
  thirdPartySettlement?: boolean;
};

export function draft(
  subject: string,
  original: Decimal,
  text: string,
  extra: Partial<FeeDraft> = {},
): FeeDraft {
  return { subject, original, fuelRate: null, fuel: ZERO, discount: ZERO, text, ...extra };
}

/** A line whose amount could not be calculated: 0, with the reason. */
export const errorDraft = (subject: string, text: string, error: RuleFailure): FeeDraft =>
  draft(subject, ZERO, text, { error });

/** Charges fuel on a draft at a rate (0.15 = 15 %); a zero rate charges nothing. */
export function withFuel(d: FeeDraft, rate: Decimal): FeeDraft {
  if (d.error || rate.isZero()) return d;
  return { ...d, fuelRate: rate, fuel: d.original.times(rate) };
}

/**
 * The exact amount of a draft before rounding. Without a discount a sum that is not zero is its own
 * value minus 0 (same digits and sign: it is already at the precision), so the subtraction is left out.
 */
export function exactValue(d: FeeDraft): Decimal {
  const sum = d.original.plus(d.fuel);
  return d.discount.isZero() && !sum.isZero() ? sum : sum.minus(d.discount);
}
/** The amount of a draft as it will be shown (rounded once). */
export const draftValue = (d: FeeDraft): Decimal => roundMoney(exactValue(d));

type Shown = { original: string; fuel: string; discount: string; value: string };

function formulaText(d: FeeDraft, shown: Shown): string {
  if (d.error) return d.text;
  const parts = [`${d.text} = ${shown.original}`];
  if (d.fuelRate) parts.push(`fuel ${shown.original} × ${percentText(d.fuelRate)} = ${shown.fuel}`);
  if (d.discountText) parts.push(`${d.discountText} = −${shown.discount}`);
  if (parts.length > 1) parts.push(`value ${shown.value}`);
  return parts.join('; ');
}

const ZERO_MONEY = '0.00';
const moneyOrZero = (v: Decimal) => (v.isZero() ? ZERO_MONEY : money(v));

/** Finishes every draft and sums them: total = Σ values, localTotal = Σ conversion values. */
export function finishLines(
  drafts: readonly FeeDraft[],
  currency: string,
  rate: Decimal,
  lang: Language,
): { lines: FeeLine[]; total: string; localTotal: string; localSum: Decimal } {
  let total = ZERO;
  let localTotal = ZERO;
  const converts = !rate.eq(1);
  const lines: FeeLine[] = [];
  for (const d of drafts) {
    const value = draftValue(d);
    total = total.plus(value);
    if (converts) {
      const local = roundMoney(value.times(rate));
      localTotal = localTotal.plus(local);
      lines.push(finish(d, currency, rate, lang, value, money(local)));
    } else lines.push(finish(d, currency, rate, lang, value, undefined));
  }
  // at a rate of 1 every conversion value is the value: the local total is the total
  if (!converts) localTotal = total;
  return { lines, total: money(total), localTotal: money(localTotal), localSum: localTotal };
}

/**
 * Finishes a draft at its value (one rounding): the currency and the conversion to the local
 * currency (the value itself at a rate of 1).
 */
function finish(
  d: FeeDraft,
  currency: string,
  rate: Decimal,
  lang: Language,
  value: Decimal,
  conversion: string | undefined,
): FeeLine {
  const shown: Shown = {
    original: moneyOrZero(d.original),
    fuel: moneyOrZero(d.fuel),
    discount: moneyOrZero(d.discount),
    value: money(value),
  };
  const line: FeeLine = {
    subject: d.subject,
    originalValue: shown.original,
    fuelSurchargeRate: d.fuelRate ? plain(d.fuelRate) : null,
    fuelSurchargeValue: shown.fuel,
    discount: shown.discount,
    value: shown.value,
    currency,
    exchangeRate: rateText(rate),
    conversionValue: conversion ?? shown.value,
    formula: formulaText(d, shown),
  };
  if (d.error) {
    line.calError = d.error;
    line.calErrorMsg = renderRuleMessage(lang, d.error);
  }
  if (d.thirdPartySettlement) line.thirdPartySettlement = true;
  return line;
}

/** Σ values of lines of one currency and Σ conversion values (local currency). */
export function totalsOf(lines: readonly FeeLine[]): { total: string; localTotal: string } {
  const total = lines.reduce((t, x) => t.plus(x.value), ZERO);
  const localTotal = lines.reduce((t, x) => t.plus(x.conversionValue), ZERO);
  return { total: money(total), localTotal: money(localTotal) };
}
