import Decimal from 'decimal.js';
import { type RuleFailure, ruleFail } from '../../lms/waybill/index.ts';
import { EXCHANGE_RATE_SCALE } from '../../platform/constants.ts';
import { dec, ONE } from './money.ts';
import type { ExchangeRate } from './price-schema.ts';

/**
 * Currency conversion (back-office §3 exchange rate: base rate, loss-rate tolerance, currency,
 * foreign currency, value). A rate row says 1 foreignCurrency = value currency from its date on; the
 * row used is the latest one effective on the pricing date. Fees convert to the local currency at
 * value × (1 + lossRate), rounded to 6 decimals: the tolerance covers the exchange loss between
 * quoting and settling. A pair found only the other way round uses 1 ÷ value. Conversions that
 * are not charges (a declared value into the price currency) use the plain rate.
 */

export type RateLookup = { ok: true; rate: Decimal } | { ok: false; error: RuleFailure };

const toScale = (v: Decimal) => v.toDecimalPlaces(EXCHANGE_RATE_SCALE, Decimal.ROUND_HALF_UP);

function latest(rates: readonly ExchangeRate[], foreign: string, currency: string, date: Date) {
  let best: ExchangeRate | undefined;
  for (const r of rates) {
    if (r.foreignCurrency !== foreign || r.currency !== currency || r.effectiveFrom > date) continue;
    if (!best || r.effectiveFrom >= best.effectiveFrom) best = r;
  }
  return best;
}

/** The rate that turns an amount in `from` into `to` on the date (1 for the same currency). */
export function exchangeRateOf(
  from: string,
  to: string,
  rates: readonly ExchangeRate[],
  date: Date,
  options: { withLoss?: boolean } = {},
): RateLookup {
  const a = from.toUpperCase();
  const b = to.toUpperCase();
  if (a === b) return { ok: true, rate: ONE };
  const loss = (r: ExchangeRate) => (options.withLoss ? ONE.plus(dec(r.lossRate)) : ONE);
  const direct = latest(rates, a, b, date);
  if (direct) return { ok: true, rate: toScale(new Decimal(direct.value).times(loss(direct))) };
  const reverse = latest(rates, b, a, date);
  if (reverse) return { ok: true, rate: toScale(ONE.dividedBy(reverse.value).times(loss(reverse))) };
  return { ok: false, error: ruleFail('pricingExchangeRateMissing', a, b) };
}

/**
 * Converts an amount between currencies: directly when a rate of the pair exists, else through the
 * local currency (from → local → to). Exact: the caller rounds.
 */
export function convertAmount(
  amount: Decimal.Value,
  from: string,
  to: string,
  local: string,
  rates: readonly ExchangeRate[],
  date: Date,
): { ok: true; value: Decimal } | { ok: false; error: RuleFailure } {
  const direct = exchangeRateOf(from, to, rates, date);
  if (direct.ok) return { ok: true, value: new Decimal(amount).times(direct.rate) };
  const toLocal = exchangeRateOf(from, local, rates, date);
  const fromLocal = exchangeRateOf(local, to, rates, date);
  if (!toLocal.ok) return toLocal;
  if (!fromLocal.ok) return fromLocal;
  return { ok: true, value: new Decimal(amount).times(toLocal.rate).times(fromLocal.rate) };
}
