import {
  type PriceQueryPayload,
  type PriceTable,
  type QuoteResult,
  quoteAll,
  type Shipment,
} from '@freightdesk/domain';
import { inArray, sql } from 'drizzle-orm';
import { BizError } from '#platform/http/errors.ts';
import { JsonText } from '#platform/http/json-text.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { apiPricesOf } from './api-price.ts';
import { fmsPrice } from './price.schema.ts';
import { covers, effectiveHeads, priceHeads } from './price-heads.ts';
import { customerFeatures, type PriceReference, priceReference, quoteContextOf } from './price-reference.ts';
import { cachedTable, tableOf } from './price-row.ts';
import { cachedQuote, keepQuote, quoteCacheKey } from './quote-cache.ts';

/**
 * The price query (`fms/price/queryPrice`, platform-core §2): a shipment priced with the customer
 * prices effective on its date, across every product (or one), by the pure engine (`quoteAll`).
 * Staff quote for the customer they name (or for everyone's general tables); a customer user quotes
 * only for its own customer and only with the price-checking feature. No query per quote when the
 * tables are parsed already: the reference data and the tables' heads are kept per process for a few
 * seconds, and so are the answers (`price-quote-cache.ts`, keyed by the tables' source and the shipment,
 * sent as the JSON text made once).
 */

type TableVersion = { id: string; version: number };

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
 * The parsed tables of the heads: those this process has parsed already, and the whole rows of the
 * rest in one query (the sub-data of a table is large; a parsed version is kept, see `tableOf`).
 */
async function tablesOf(ctx: AuthedContext, heads: readonly TableVersion[]): Promise<PriceTable[]> {
  const tables: (PriceTable | undefined)[] = heads.map((h) => cachedTable(h.id, h.version));
  const missing = heads.filter((_, i) => !tables[i]).map((h) => h.id);
  if (missing.length) {
    const rows = await ctx.db.select().from(fmsPrice).where(inArray(fmsPrice.id, missing));
    const fetched = new Map(rows.map((row) => [row.id, tableOf(row)]));
    // a table changed since its head was read answers with the version just read
    heads.forEach((h, i) => {
      tables[i] ??= fetched.get(h.id);
    });
  }
  return tables.filter((t): t is PriceTable => t !== undefined);
}

/** The heads of the tables effective on an earlier date than the kept ones cover. */
async function headsFromDatabase(
  ctx: AuthedContext,
  customerId: string | null,
  date: Date,
  productId?: string | null,
): Promise<TableVersion[]> {
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
  return (result as unknown as { rows: TableVersion[] }).rows.map((h) => ({
    id: String(h.id),
    version: Number(h.version),
  }));
}

/**
 * A result as answered: the engine's result plus the product's and channel's names, added in place
 * (quoteAll makes new results on every call; a copy of each cost more than the names).
 */
function answerOf(r: QuoteResult, ref: PriceReference) {
  const product = ref.products[r.productId];
  return Object.assign(r, {
    productName: product?.name ?? null,
    productCode: product?.code ?? null,
    channelName: r.channelId ? (ref.channels[r.channelId]?.name ?? null) : null,
  });
}

type Answer = ReturnType<typeof answerOf>;
/** The answer to a price query as kept (`price-quote-cache.ts`): the results, and their JSON once sent. */
type QuoteAnswer = { answers: Answer[]; json?: string };

/**
 * The answer for the shipment: a kept one when the same query came within the reference data's
 * life with the same tables (looked up before any table is read), else priced by the engine and kept.
 */
async function quoteAnswer(ctx: AuthedContext, input: PriceQueryPayload): Promise<QuoteAnswer> {
  const customerId = await quoteCustomer(ctx, input);
  const date = input.date ?? ctx.now;
  const [ref, kept] = await Promise.all([priceReference(ctx.db, ctx.now), priceHeads(ctx.db, ctx.now)]);
  const keyOf = (tables: number | readonly TableVersion[]) =>
    quoteCacheKey({ customerId, lang: ctx.lang, input: { ...input, customerId }, tables });
  let key = covers(kept, date) ? keyOf(kept.generation) : null;
  const early = key ? cachedQuote<QuoteAnswer>(ref, key) : undefined;
  if (early) return early;
  const heads = key
    ? effectiveHeads(kept, customerId, date, input.productId)
    : await headsFromDatabase(ctx, customerId, date, input.productId);
  if (!key) {
    key = keyOf(heads);
    const hit = cachedQuote<QuoteAnswer>(ref, key);
    if (hit) return hit;
  }
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
  const tables = await tablesOf(ctx, heads);
  const results = quoteAll(shipment, tables, {
    ...quoteContextOf(ref, { now: ctx.now, language: ctx.lang }, { kind: 'customer', purpose: 'query' }),
    apiPrice: await apiPricesOf(ctx, tables, shipment, ref),
  });
  // the freight price query offers freight products only: parcel (PDS) products are priced by the parcel order
  const answer: QuoteAnswer = {
    answers: results.filter((r) => ref.products[r.productId]?.sysCode !== 'PDS').map((r) => answerOf(r, ref)),
  };
  keepQuote(ref, key, answer);
  return answer;
}

/**
 * Prices the shipment for every product (or the one named): per product/channel the zone,
 * timeliness, volume divisor, remote level, weights, fee lines with their formula text and totals,
 * cheapest first; then the products without a price with the reason ("No channel found, enter manually", …).
 */
export async function queryPrice(ctx: AuthedContext, input: PriceQueryPayload): Promise<Answer[]> {
  return (await quoteAnswer(ctx, input)).answers;
}

/**
 * `queryPrice` as the route answers it: JSON text, serialized once per kept answer. Typed as the
 * answers the text holds, so the route's contract checks them; the pipeline sends the text as it is.
 */
export async function queryPriceJson(ctx: AuthedContext, input: PriceQueryPayload): Promise<Answer[]> {
  const answer = await quoteAnswer(ctx, input);
  answer.json ??= JSON.stringify(answer.answers);
  return new JsonText(answer.json) as unknown as Answer[];
}
