import { DEFAULT_CURRENCY, type ExchangeRateOnlineQueryPayload } from '@freightdesk/domain';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { exchangeRateOnlineTable as t } from '../price/index.ts';

/** A day (YYYY-MM-DD) counts up to its end; anything else is an instant. */
function atOrBefore(date: string | null | undefined, now: Date): Date {
  if (!date) return now;
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return new Date(`${date}T23:59:59.999Z`);
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) throw new BizError('exchangeRateOnlineNotFound', ['', '', date]);
  return at;
}

const answerOf = (r: typeof t.$inferSelect) => ({
  bank: r.bank as string,
  currency: r.currency as string,
  foreignCurrency: r.foreignCurrency as string,
  buyRate: r.buyRate as string | null,
  sellRate: r.sellRate as string | null,
  middleRate: r.middleRate as string,
  publishedAt: r.publishedAt as unknown as Date,
});

/**
 * `exchangeRateOnline/query`: the latest online rate of 1 `foreignCurrency` in `currency` (default
 * the local currency) published at or before `date` (default now), of one bank or any.
 */
export async function queryOnlineRate(ctx: AuthedContext, input: ExchangeRateOnlineQueryPayload) {
  const currency = input.currency ?? DEFAULT_CURRENCY;
  const at = atOrBefore(input.date, ctx.now);
  const [row] = await ctx.db
    .select()
    .from(t)
    .where(
      and(
        eq(t.currency, currency),
        eq(t.foreignCurrency, input.foreignCurrency),
        input.bank ? eq(t.bank, input.bank) : undefined,
        lte(t.publishedAt, at as never),
      ),
    )
    .orderBy(desc(t.publishedAt))
    .limit(1);
  if (!row)
    throw new BizError('exchangeRateOnlineNotFound', [input.foreignCurrency, currency, input.date ?? '']);
  return answerOf(row);
}

/** `exchangeRateOnline/latest`: the newest row of every bank and currency pair. */
export async function latestOnlineRates(ctx: AuthedContext) {
  const rows = await ctx.db
    .selectDistinctOn([t.bank, t.currency, t.foreignCurrency])
    .from(t)
    .orderBy(asc(t.bank), asc(t.currency), asc(t.foreignCurrency), desc(t.publishedAt));
  return rows.map(answerOf);
}
