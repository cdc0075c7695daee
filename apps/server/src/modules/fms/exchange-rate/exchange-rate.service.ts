import {
  DEFAULT_CURRENCY,
  type ExchangeRate,
  type ExchangeRateQueryPayload,
  exchangeRateOf,
} from '@freightdesk/domain';
import { and, lte, or, sql } from 'drizzle-orm';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { exchangeRateTable } from '../price/index.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * `exchangeRate/query`: 1 `foreignCurrency` = `value` `currency` (default the local currency) on
 * `date` (default today): the latest rate row of the pair effective that day (or 1 ÷ the reverse
 * pair's), plain and with its loss-rate tolerance (what fee conversions use), 6 decimals.
 */
export async function queryExchangeRate(ctx: AuthedContext, input: ExchangeRateQueryPayload) {
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const foreign = input.foreignCurrency;
  const date = input.date ?? ctx.now;
  const t = exchangeRateTable;
  const pair = (a: string, b: string) => and(sql`${t.currency} = ${a}`, sql`${t.foreignCurrency} = ${b}`);
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(or(pair(currency, foreign), pair(foreign, currency)), lte(t.effectiveFrom, day(date))));
  const rates: ExchangeRate[] = rows.map((r) => ({
    currency: String(r.currency),
    foreignCurrency: String(r.foreignCurrency),
    value: String(r.value),
    lossRate: r.lossRate === null ? null : String(r.lossRate),
    effectiveFrom: new Date(`${String(r.effectiveFrom).slice(0, 10)}T00:00:00Z`),
  }));
  const on = new Date(`${day(date)}T23:59:59.999Z`);
  const plain = exchangeRateOf(foreign, currency, rates, on);
  const withLoss = exchangeRateOf(foreign, currency, rates, on, { withLoss: true });
  if (!plain.ok || !withLoss.ok) throw new BizError('exchangeRateNotFound', [foreign, currency, day(date)]);
  return {
    currency,
    foreignCurrency: foreign,
    date: day(date),
    value: plain.rate.toFixed(6),
    valueWithLoss: withLoss.rate.toFixed(6),
  };
}
