import type { PointAdjustPayload, PointFlowType, PointSearchPayload } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import {
  receivableCustomer,
  receivableScope,
  staffOnly,
  type WriteOffFact,
} from '#modules/fms/ledger/index.ts';
import { readSysConfig } from '#modules/settings/system/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { fmsCustomerPoint as cp, fmsPointFlow as pf } from './point.schema.ts';

/**
 * Customer points (docs/finance.md "Points"): every change is an immutable flow carrying the balance
 * after it; `fms_customer_point.points` is their sum, changed under its row lock with each flow.
 */

/** Point flows as a scoped list: belonging to their customer. */
export const pointFlowList = defineScopedList('fmsPointFlow', {
  owner: pf.createdBy,
  customer: pf.customerId,
});

type Flow = {
  type: PointFlowType;
  points: number;
  amount?: string | null;
  relatedId?: string | null;
  relatedNo?: string | null;
  reason?: string | null;
};

/** The customer's points row, created at 0 when missing, locked until the transaction ends. */
async function lockPoints(tx: Db, customerId: string, now: Date): Promise<number> {
  await tx.insert(cp).values({ customerId, points: 0, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({ points: cp.points })
    .from(cp)
    .where(eq(cp.customerId, customerId))
    .for('update');
  return row!.points;
}

/** Writes one flow and the new sum; `held` is the locked row's points. */
async function postPointFlow(tx: Db, ctx: AuthedContext, customerId: string, held: number, flow: Flow) {
  const balance = held + flow.points;
  await tx.update(cp).set({ points: balance, updatedAt: ctx.now }).where(eq(cp.customerId, customerId));
  await tx.insert(pf).values({
    customerId,
    type: flow.type,
    points: flow.points,
    balance,
    amount: flow.amount ?? null,
    relatedId: flow.relatedId ?? null,
    relatedNo: flow.relatedNo ?? null,
    reason: flow.reason ?? null,
    createdAt: ctx.now,
    createdBy: ctx.auth.userId,
    createdByName: ctx.auth.name,
  });
  return balance;
}

/** Points per 1.00 written off (system setting `finance.pointsPerUnit`) as decimal text, read through `db`. */
async function pointsRate(ctx: AuthedContext, db: Db = ctx.db): Promise<string> {
  const rate = await readSysConfig(ctx.runtime, 'finance.pointsPerUnit', ctx.now, db);
  return new Decimal(String(rate)).toString();
}

/** Points a written-off amount earns: floor(amount × rate), never below zero. */
export function pointsFor(amount: Decimal.Value, rate: Decimal.Value): number {
  const p = new Decimal(amount).times(rate).floor();
  return p.gt(0) ? p.toNumber() : 0;
}

/** Write-off hook: the customer earns points on the amount written off. */
export async function earnOnWriteOff(tx: Db, ctx: AuthedContext, customerId: string, wo: WriteOffFact) {
  const points = pointsFor(wo.value, await pointsRate(ctx, tx));
  if (points === 0) return;
  const held = await lockPoints(tx, customerId, ctx.now);
  await postPointFlow(tx, ctx, customerId, held, {
    type: 'earn',
    points,
    amount: wo.value,
    relatedId: wo.id,
    relatedNo: wo.code,
  });
}

/**
 * Write-off cancel hook: takes back exactly what that write-off earned (the rate may have changed
 * since); the points may go below zero when they were spent meanwhile.
 */
export async function takeBackOnCancel(tx: Db, ctx: AuthedContext, customerId: string, wo: WriteOffFact) {
  const held = await lockPoints(tx, customerId, ctx.now);
  const rows = await tx
    .select({ type: pf.type, points: pf.points })
    .from(pf)
    .where(
      and(eq(pf.customerId, customerId), eq(pf.relatedId, wo.id), inArray(pf.type, ['earn', 'earnCancel'])),
    );
  const net = rows.reduce((s, r) => s + r.points, 0);
  if (net <= 0) return;
  await postPointFlow(tx, ctx, customerId, held, {
    type: 'earnCancel',
    points: -net,
    amount: wo.value,
    relatedId: wo.id,
    relatedNo: wo.code,
  });
}

/** `fms/point/adjust` (staff): refused when it would take more than the customer holds. */
export async function adjustPoints(ctx: AuthedContext, input: PointAdjustPayload) {
  staffOnly(ctx);
  const customerId = await receivableCustomer(ctx, input.customerId);
  const rate = await pointsRate(ctx);
  return ctx.db.transaction(async (tx) => {
    const held = await lockPoints(tx, customerId, ctx.now);
    if (held + input.points < 0) throw new BizError('pointNotEnough', [held, -input.points]);
    const points = await postPointFlow(tx, ctx, customerId, held, {
      type: 'adjust',
      points: input.points,
      reason: input.reason,
    });
    return { customerId, points, rate };
  });
}

/** `fms/point/detail` (a customer user: its own). */
export async function pointDetail(ctx: AuthedContext, input: { customerId?: string }) {
  const customerId = await receivableCustomer(ctx, input.customerId);
  const [row] = await ctx.db.select({ points: cp.points }).from(cp).where(eq(cp.customerId, customerId));
  return { customerId, points: row?.points ?? 0, rate: await pointsRate(ctx) };
}

/** `fms/point/search`: point flows, newest first (a customer user: its own). */
export async function searchPointFlows(ctx: AuthedContext, input: PointSearchPayload) {
  const c = input.criteria;
  const where = and(
    await receivableScope(ctx, pointFlowList, pf.customerId),
    c.customerId ? eq(pf.customerId, c.customerId) : undefined,
    c.type?.length ? inArray(pf.type, c.type) : undefined,
    c.relatedNo ? ilike(pf.relatedNo, likePattern(c.relatedNo)) : undefined,
    c.createdAt ? and(gte(pf.createdAt, c.createdAt[0]), lt(pf.createdAt, c.createdAt[1])) : undefined,
  );
  const [records, [count]] = await Promise.all([
    ctx.db
      .select({
        id: pf.id,
        customerId: pf.customerId,
        customerCode: customer.code,
        customerName: customer.name,
        type: sql<PointFlowType>`${pf.type}`,
        points: pf.points,
        balance: pf.balance,
        amount: pf.amount,
        relatedNo: pf.relatedNo,
        reason: pf.reason,
        createdAt: pf.createdAt,
        createdByName: pf.createdByName,
      })
      .from(pf)
      .innerJoin(customer, eq(customer.id, pf.customerId))
      .where(where)
      .orderBy(desc(pf.seq))
      .limit(input.size)
      .offset(pageOffset(input)),
    ctx.db.select({ n: sql`count(*)` }).from(pf).where(where),
  ]);
  return pageOf(records, rowCount(count?.n), input);
}
