import {
  type EffectStatus,
  effectStatus,
  type PriceSearchPayload,
  type PriceTable,
} from '@freightdesk/domain';
import { and, desc, eq, gt, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { channelTable, productTable } from '#modules/settings/index.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, sortTerms } from '#platform/http/search.ts';
import { fmsPrice } from './price.schema.ts';
import { recordOf, requirePrice } from './price-row.ts';

/** Reads of price tables: the list with its status tabs, and one table whole. */

/** The validity condition of a status at an instant (statuses follow the clock; nothing is stored). */
export function statusCondition(status: EffectStatus, now: Date): SQL {
  if (status === 'willEffective') return gt(fmsPrice.effectiveFrom, now);
  if (status === 'expired') return lte(fmsPrice.effectiveTo, now);
  return and(
    lte(fmsPrice.effectiveFrom, now),
    or(isNull(fmsPrice.effectiveTo), gt(fmsPrice.effectiveTo, now)),
  )!;
}

export function criteriaOf(input: PriceSearchPayload): (SQL | undefined)[] {
  const c = input.criteria;
  return [
    eq(fmsPrice.kind, c.kind),
    c.productId ? eq(fmsPrice.productId, c.productId) : undefined,
    c.channelId ? eq(fmsPrice.channelId, c.channelId) : undefined,
    c.customerId ? sql`${c.customerId}::uuid = any(${fmsPrice.customerIds})` : undefined,
    c.keyword ? ilike(fmsPrice.name, likePattern(c.keyword)) : undefined,
  ];
}

const SORTABLE = {
  effectiveFrom: fmsPrice.effectiveFrom,
  effectiveTo: fmsPrice.effectiveTo,
  updatedAt: fmsPrice.updatedAt,
  name: fmsPrice.name,
};

/**
 * Price tables of one kind (header, names of product and channel, number of weight ranges, status by
 * the clock), newest change first, with the count of each status tab under the other criteria.
 */
export async function searchPrices(ctx: AuthedContext, input: PriceSearchPayload) {
  requirePrice(ctx, input.criteria.kind);
  const base = criteriaOf(input);
  const where = and(
    ...base,
    input.criteria.status ? statusCondition(input.criteria.status, ctx.now) : undefined,
  );
  const rows = await ctx.db
    .select({
      id: fmsPrice.id,
      version: fmsPrice.version,
      name: fmsPrice.name,
      kind: fmsPrice.kind,
      mode: fmsPrice.mode,
      productId: fmsPrice.productId,
      productName: productTable.name,
      channelId: fmsPrice.channelId,
      channelName: channelTable.name,
      chargeMode: fmsPrice.chargeMode,
      customerIds: fmsPrice.customerIds,
      currency: fmsPrice.currency,
      forbidQuery: fmsPrice.forbidQuery,
      remark: fmsPrice.remark,
      effectiveFrom: fmsPrice.effectiveFrom,
      effectiveTo: fmsPrice.effectiveTo,
      weightRangeCount: sql<number>`jsonb_array_length(${fmsPrice.data}->'weightRanges')`.mapWith(Number),
      updatedAt: fmsPrice.updatedAt,
      updatedByName: fmsPrice.updatedByName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(fmsPrice)
    .leftJoin(productTable, eq(productTable.id, fmsPrice.productId))
    .leftJoin(channelTable, eq(channelTable.id, fmsPrice.channelId))
    .where(where)
    .orderBy(...sortTerms(input, SORTABLE, [desc(fmsPrice.updatedAt), desc(fmsPrice.id)]))
    .limit(input.size)
    .offset(pageOffset(input));
  const counts = await statusCounts(ctx, base);
  // the joined entity tables type their names loosely: they are text
  const records = rows.map(({ total: _t, ...r }) => ({
    ...r,
    productName: r.productName as string | null,
    channelName: r.channelName as string | null,
    status: effectStatus(r, ctx.now),
  }));
  return { ...pageOf(records, rows[0]?.total ?? (await countAll(ctx, where)), input), counts };
}

async function countAll(ctx: AuthedContext, where: SQL | undefined): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(fmsPrice)
    .where(where);
  return row?.n ?? 0;
}

/** The number of tables of each status (the status tabs). */
async function statusCounts(ctx: AuthedContext, base: (SQL | undefined)[]) {
  const count = (s: EffectStatus) =>
    sql<number>`count(*) filter (where ${statusCondition(s, ctx.now)})`.mapWith(Number);
  const [row] = await ctx.db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      effective: count('effective'),
      willEffective: count('willEffective'),
      expired: count('expired'),
    })
    .from(fmsPrice)
    .where(and(...base));
  return row!;
}

/** One table whole (header, zones, weight ranges and the other sub-data, status). */
export async function priceDetail(ctx: AuthedContext, id: string) {
  const [row] = await ctx.db.select().from(fmsPrice).where(eq(fmsPrice.id, id));
  if (!row) throw dataNotExist();
  requirePrice(ctx, row.kind as PriceTable['kind']);
  return recordOf(row, ctx.now);
}
