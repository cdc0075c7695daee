import {
  type PriceQueryPayload,
  type PriceTable,
  type QuoteResult,
  quoteAll,
  type Shipment,
} from '@freightdesk/domain';
import { inArray, sql } from 'drizzle-orm';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsPrice } from './price.schema.ts';
import { covers, effectiveHeads, priceHeads } from './price-heads.ts';
import { cachedQuote, keepQuote, quoteCacheKey } from './price-quote-cache.ts';
import { customerFeatures, type PriceReference, priceReference, quoteContextOf } from './price-reference.ts';
import { cachedTable, tableOf } from './price-row.ts';

/**
 * The price query (`fms/price/queryPrice`, platform-core §2): a shipment priced with the customer
 * prices effective on its date, across every product (or one), by the pure engine (`quoteAll`).
 * Staff quote for the customer they name (or for everyone's general tables); a customer user quotes
 * only for its own customer and only with the price-checking feature. No query per quote when the
 * tables are parsed already: the reference data and the tables' heads are kept per process for a few
 * seconds, and so are the answers (`price-quote-cache.ts`, keyed by the tables' versions and the shipment).
 */

/** The customer a quote is for: a customer user's own (feature checked), else the one staff named. */
export async function quoteCustomer(ctx: AuthedContext, input: PriceQueryPayload): Promise<string | null> {
  if (ctx.auth.userType !== 'customer') return input.customerId ?? null;
  const own = ctx.auth.customerId;
  if (!own || !(await customerFeatures(ctx.db, own, ctx.now)).includes('priceCheck')) {
    throw new BizError('priceQueryNotEnabled');
  }
  return own;
}

/**
 * Customer price tables effective on the date for the customer (or for everyone): their heads from
 * the kept ones (`price-heads.ts`; from the database for a date before those), and the whole rows
 * only of those this process has not parsed yet (the sub-data of a table is large; a parsed version
 * is kept, see `tableOf`).
 */
async function effectiveTables(
  ctx: AuthedContext,
  customerId: string | null,
  date: Date,
  productId?: string | null,
): Promise<{ tables: PriceTable[]; heads: { id: string; version: number }[] }> {
  const kept = await priceHeads(ctx.db, ctx.now);
  const heads = covers(kept, date)
    ? effectiveHeads(kept, customerId, date, productId)
    : await headsFromDatabase(ctx, customerId, date, productId);
  const missing = heads.filter((h) => !cachedTable(h.id, h.version)).map((h) => h.id);
  const fetched = new Map<string, PriceTable>();
  if (missing.length) {
    const rows = await ctx.db.select().from(fmsPrice).where(inArray(fmsPrice.id, missing));
    for (const row of rows) fetched.set(row.id, tableOf(row));
  }
  // a table changed since its head was read answers with the version just read
  const tables = heads.flatMap((h) => {
    const table = cachedTable(h.id, h.version) ?? fetched.get(h.id);
    return table ? [table] : [];
  });
  return { tables, heads };
}

/** The heads of the tables effective on an earlier date than the kept ones cover. */
async function headsFromDatabase(
  ctx: AuthedContext,
  customerId: string | null,
  date: Date,
  productId?: string | null,
): Promise<{ id: string; version: number }[]> {
  const result = await ctx.db.execute(sql`
    select id, version from fms_price
    where kind = 'customer'
      ${productId ? sql`and product_id = ${productId}::uuid` : sql``}
      and effective_from <= ${date.toISOString()}::timestamptz
      and (effective_to is null or effective_to > ${date.toISOString()}::timestamptz)
      and ${
        customerId
          ? sql`(cardinality(customer_ids) = 0 or ${customerId}::uuid = any(customer_ids))`
          : sql`cardinality(customer_ids) = 0`
      }`);
  return (result as unknown as { rows: { id: string; version: number }[] }).rows.map((h) => ({
    id: String(h.id),
    version: Number(h.version),
  }));
}

/** A result as answered: the engine's result plus the product's and channel's names. */
function answerOf(r: QuoteResult, ref: PriceReference) {
  const product = ref.products[r.productId];
  return {
    ...r,
    productName: product?.name ?? null,
    productCode: product?.code ?? null,
    channelName: r.channelId ? (ref.channels[r.channelId]?.name ?? null) : null,
  };
}

/**
 * Prices the shipment for every product (or the one named): per product/channel the zone,
 * timeliness, volume divisor, remote level, weights, fee lines with their formula text and totals,
 * cheapest first; then the products without a price with the reason ("No channel found, enter manually", …).
 */
export async function queryPrice(ctx: AuthedContext, input: PriceQueryPayload) {
  const customerId = await quoteCustomer(ctx, input);
  const date = input.date ?? ctx.now;
  const [ref, { tables, heads }] = await Promise.all([
    priceReference(ctx.db, ctx.now),
    effectiveTables(ctx, customerId, date, input.productId),
  ]);
  const key = quoteCacheKey({ customerId, lang: ctx.lang, input: { ...input, customerId }, heads });
  const hit = cachedQuote<ReturnType<typeof answerOf>[]>(ref, key);
  if (hit) return hit;
  const shipment: Shipment = {
    productId: input.productId ?? null,
    countryCode: input.countryCode,
    postcode: input.postcode ?? null,
    city: input.city ?? null,
    pieces: input.pieces,
    goodsTypes: input.goodsTypes,
    packageType: input.packageType ?? null,
    declaredValue: input.declaredValue ?? null,
    declaredCurrency: input.declaredCurrency ?? null,
    customerId,
    date,
  };
  const results = quoteAll(
    shipment,
    tables,
    quoteContextOf(ref, { now: ctx.now, language: ctx.lang }, { kind: 'customer', purpose: 'query' }),
  );
  const answers = results.map((r) => answerOf(r, ref));
  keepQuote(ref, key, answers);
  return answers;
}
