import {
  PRICE_QUOTE_NUMBER_RULE,
  PRICE_QUOTE_VALID_DAYS_KEY,
  type PriceQuoteInsertPayload,
  type PriceQuoteSearchPayload,
  priceQuoteStatus,
  WAYBILL_FIELD_LABELS,
} from '@freightdesk/domain';
import { and, desc, eq, gt, ilike, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { queryPrice, quoteCustomer } from '#modules/fms/price/index.ts';
import { ownOrChosenCustomer } from '#modules/lms/waybill/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { fmsPriceQuote as q } from './price-quote.schema.ts';

/**
 * Saved price quotes (issue 5): a result row of the price query priced again on the server and kept
 * under a price number from the number rule, valid for the `price.quoteValidDays` setting; a customer
 * user only ever sees its own. A waybill ordered from a quote stores its number and uses it up.
 */

const DAY_MS = 86_400_000;

/** The customer a quote is for: a customer user's own (price checking on), else the one staff chose. */
async function customerOf(ctx: AuthedContext, chosen: string | null | undefined): Promise<string> {
  if (ctx.auth.userType === 'customer') {
    const own = await quoteCustomer(ctx, { customerId: null } as never);
    if (own) return own;
  }
  return ownOrChosenCustomer(ctx, chosen ?? undefined, WAYBILL_FIELD_LABELS.customerId!);
}

/** Prices the chosen product/channel for the shipment and saves the result under a new price number. */
export async function insertPriceQuote(ctx: AuthedContext, input: PriceQuoteInsertPayload) {
  const customerId = await customerOf(ctx, input.customerId);
  const answers = await queryPrice(ctx, { ...input, customerId });
  const match = answers.filter(
    (a) => a.productId === input.productId && (!input.channelId || a.channelId === input.channelId),
  );
  const priced = match.find((a) => a.ok);
  if (!priced?.ok) {
    const reason = match.find((a) => !a.ok);
    throw new BizError('priceQuoteNoPrice', [reason && !reason.ok ? reason.reasonText : '']);
  }
  const days = await readSysConfig(ctx.runtime, PRICE_QUOTE_VALID_DAYS_KEY, ctx.now);
  const { customerId: _c, productId: _p, channelId: _ch, date: _d, ...shipment } = input;
  return ctx.db.transaction(async (tx) => {
    const priceNo = await takeNextNo(tx, PRICE_QUOTE_NUMBER_RULE, ctx.now);
    const [row] = await tx
      .insert(q)
      .values({
        priceNo,
        customerId,
        productId: priced.productId,
        channelId: priced.channelId,
        priceId: priced.priceId ?? null,
        zone: priced.zone,
        countryCode: input.countryCode,
        postcode: input.postcode ?? null,
        pieceCount: input.pieces.length,
        chargeWeight: priced.chargeWeight,
        shipment,
        lines: priced.lines,
        currency: priced.currency,
        total: priced.total,
        localCurrency: priced.localCurrency,
        localTotal: priced.localTotal,
        expiresAt: new Date(ctx.now.getTime() + days * DAY_MS),
        createdAt: ctx.now,
        createdBy: ctx.auth.userId,
      })
      .returning();
    return answerOf(ctx, { ...row!, productName: priced.productName, channelName: priced.channelName });
  });
}

type QuoteRow = typeof q.$inferSelect & { productName?: string | null; channelName?: string | null };

function answerOf(ctx: AuthedContext, row: QuoteRow) {
  return { ...row, status: priceQuoteStatus(row, ctx.now) };
}

/** Saved quotes as a scoped list: owned by whoever saved them, belonging to their customer. */
export const priceQuoteList = defineScopedList('fmsPriceQuote', {
  owner: q.createdBy,
  customer: q.customerId,
});

/** Rows a caller may see: a customer user its own customer's only, staff those of the data scope. */
async function scope(ctx: AuthedContext): Promise<SQL | undefined> {
  if (ctx.auth.userType !== 'customer') return dataScopeWhere(ctx, priceQuoteList);
  return ctx.auth.customerId ? eq(q.customerId, ctx.auth.customerId) : sql`false`;
}

function statusWhere(status: string | null | undefined, now: Date): SQL | undefined {
  if (status === 'used') return isNotNull(q.usedAt);
  if (status === 'expired') return and(isNull(q.usedAt), lte(q.expiresAt, now));
  if (status === 'active') return and(isNull(q.usedAt), gt(q.expiresAt, now));
  return undefined;
}

function quoteSelect(db: Db) {
  return db
    .select({
      quote: q,
      productName: productTable.name,
      productCode: productTable.code,
      channelName: channelTable.name,
      customerName: customer.name,
      customerCode: customer.code,
    })
    .from(q)
    .leftJoin(productTable, eq(productTable.id, q.productId))
    .leftJoin(channelTable, eq(channelTable.id, q.channelId))
    .leftJoin(customer, eq(customer.id, q.customerId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof quoteSelect>['execute']>>[number];
const recordOf = (ctx: AuthedContext, r: Joined) => ({
  ...answerOf(ctx, r.quote),
  productName: r.productName as string | null,
  productCode: r.productCode as string | null,
  channelName: r.channelName as string | null,
  customerName: r.customerName,
  customerCode: r.customerCode,
});

/** The caller's quotes (staff: any customer's, or the one chosen), newest first, with status by the clock. */
export async function searchPriceQuotes(ctx: AuthedContext, input: PriceQuoteSearchPayload) {
  const c = input.criteria;
  const where = and(
    await scope(ctx),
    ctx.auth.userType !== 'customer' && c.customerId ? eq(q.customerId, c.customerId) : undefined,
    c.productId ? eq(q.productId, c.productId) : undefined,
    c.keyword ? ilike(q.priceNo, `%${c.keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
    statusWhere(c.status, ctx.now),
  );
  const [rows, [count]] = await Promise.all([
    quoteSelect(ctx.db)
      .where(where)
      .orderBy(desc(q.createdAt), desc(q.priceNo))
      .limit(input.size)
      .offset((input.page - 1) * input.size),
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(q)
      .where(where),
  ]);
  return {
    records: rows.map((r) => recordOf(ctx, r)),
    total: count?.n ?? 0,
    page: input.page,
    size: input.size,
  };
}

/** One quote by id or price number; another customer's is "does not exist". */
export async function priceQuoteDetail(ctx: AuthedContext, input: { id?: string; priceNo?: string }) {
  const key = input.id ? eq(q.id, input.id) : eq(q.priceNo, input.priceNo!);
  const [row] = await quoteSelect(ctx.db).where(and(key, await scope(ctx)));
  if (!row) throw new BizError('priceQuoteNotFound', [input.priceNo ?? '']);
  return recordOf(ctx, row);
}

/**
 * Uses a quote for a waybill being ordered (in the order's transaction): the quote must exist, be
 * the same customer's and product's, not used and not expired; it then records the waybill.
 */
export async function usePriceQuote(
  tx: Db,
  now: Date,
  use: { priceNo: string; customerId: string; productId: string; waybillId: string },
): Promise<void> {
  const [row] = await tx.select().from(q).where(eq(q.priceNo, use.priceNo)).for('update');
  if (!row) throw new BizError('priceQuoteNotFound', [use.priceNo]);
  if (row.customerId && row.customerId !== use.customerId)
    throw new BizError('priceQuoteOtherCustomer', [use.priceNo]);
  if (row.productId !== use.productId) throw new BizError('priceQuoteOtherProduct', [use.priceNo]);
  const status = priceQuoteStatus(row, now);
  if (status === 'used') throw new BizError('priceQuoteUsed', [use.priceNo]);
  if (status === 'expired')
    throw new BizError('priceQuoteExpired', [use.priceNo, row.expiresAt.toISOString().slice(0, 10)]);
  await tx
    .update(q)
    .set({ usedAt: now, waybillId: use.waybillId, version: sql`${q.version} + 1` })
    .where(eq(q.id, row.id));
}
