import type { AccountBalance, AccountFlowCriteria } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { fmsCashAccountTable as acc, cashAccountColumns as col } from '#modules/fms/cash-account/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { fmsAccountBalance as bal, fmsAccountFlow as flow } from './account-flow.schema.ts';

/** `fms/accountFlow/search`: flows of the company's cash accounts, newest first (staff only). */
export async function searchAccountFlows(
  ctx: AuthedContext,
  input: { page: number; size: number; criteria: AccountFlowCriteria },
) {
  staffOnly(ctx);
  const c = input.criteria;
  const rows = await ctx.db
    .select({
      id: flow.id,
      accountId: flow.accountId,
      accountName: col.name,
      currency: flow.currency,
      source: flow.source,
      value: flow.value,
      balance: flow.balance,
      flowTime: flow.flowTime,
      relatedId: flow.relatedId,
      relatedNo: flow.relatedNo,
      objectCode: flow.objectCode,
      summary: flow.summary,
      createdByName: flow.createdByName,
      count: sql`count(*) over ()`,
    })
    .from(flow)
    .innerJoin(acc, eq(acc.id, flow.accountId))
    .where(
      and(
        c.accountId ? eq(flow.accountId, c.accountId) : undefined,
        c.source ? eq(flow.source, c.source) : undefined,
        c.relatedNo ? ilike(flow.relatedNo, likePattern(c.relatedNo)) : undefined,
        c.from ? gte(flow.flowTime, c.from) : undefined,
        c.to ? lt(flow.flowTime, c.to) : undefined,
      ),
    )
    .orderBy(desc(flow.seq))
    .limit(input.size)
    .offset(pageOffset(input));
  const records = rows.map(({ count: _, ...r }) => r);
  return pageOf(records, rowCount(rows[0]?.count), input);
}

/**
 * `fms/accountFlow/balances`: per account over [from, to) by flow time — the balance before, what came
 * in and went out, the balance after — and the balance now (opening + every flow).
 */
export async function accountBalances(
  ctx: AuthedContext,
  input: { from?: Date; to?: Date },
): Promise<AccountBalance[]> {
  staffOnly(ctx);
  const from = input.from ?? new Date(0);
  const to = input.to ?? new Date('9999-01-01T00:00:00Z');
  const sums = ctx.db
    .select({
      accountId: flow.accountId,
      before: sql<string>`coalesce(sum(${flow.value}) filter (where ${flow.flowTime} < ${from}), 0)`.as(
        'before',
      ),
      in: sql<string>`coalesce(sum(${flow.value}) filter (where ${flow.flowTime} >= ${from} and ${flow.flowTime} < ${to} and ${flow.value} > 0), 0)`.as(
        'in_sum',
      ),
      out: sql<string>`coalesce(-sum(${flow.value}) filter (where ${flow.flowTime} >= ${from} and ${flow.flowTime} < ${to} and ${flow.value} < 0), 0)`.as(
        'out_sum',
      ),
    })
    .from(flow)
    .groupBy(flow.accountId)
    .as('sums');
  const rows = await ctx.db
    .select({
      accountId: col.id,
      name: col.name,
      currency: col.currency,
      enabled: col.enabled,
      opening: sql<string>`(coalesce(${acc.openingBalance}, 0) + coalesce(${sums.before}, 0))::numeric(18,2)::text`,
      in: sql<string>`coalesce(${sums.in}, 0)::numeric(18,2)::text`,
      out: sql<string>`coalesce(${sums.out}, 0)::numeric(18,2)::text`,
      balance: sql<string>`coalesce(${bal.balance}, coalesce(${acc.openingBalance}, 0))::numeric(18,2)::text`,
    })
    .from(acc)
    .leftJoin(sums, eq(sums.accountId, acc.id))
    .leftJoin(bal, eq(bal.accountId, acc.id))
    .orderBy(asc(col.name));
  return rows.map((r) => ({
    ...r,
    enabled: r.enabled !== false,
    closing: new Decimal(r.opening).plus(r.in).minus(r.out).toFixed(2),
  }));
}
