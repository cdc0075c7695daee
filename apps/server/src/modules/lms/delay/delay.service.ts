import type {
  CancelDelayPayload,
  DelayPayload,
  DelayRecord,
  DelayRow,
  DelaySearchPayload,
} from '@freightdesk/domain';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import {
  assertWaybillInScope,
  type FlagChange,
  isCustomerUser,
  lmsWaybill as w,
  waybillDataScope,
  waybillFlag,
  waybillIdsByNos,
  waybillScope,
} from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { lmsDelayRecord as r } from './delay.schema.ts';

/** Waybill hook: a delay record for every delay and cancel delay, whatever its source. */
export async function recordDelayChanges(tx: Db, ctx: AuthedContext, changes: readonly FlagChange[]) {
  const delays = changes.filter((c) => c.action === 'delay' || c.action === 'cancelDelay');
  if (!delays.length) return;
  await tx.insert(r).values(
    delays.map((c) => ({
      waybillId: c.waybill.id,
      customerId: c.waybill.customerId,
      action: c.action as 'delay' | 'cancelDelay',
      reason: c.reason,
      source: c.source,
      createdAt: ctx.now,
      createdBy: ctx.auth.userId || null,
      createdByName: ctx.auth.name ?? null,
    })),
  );
}

function latestDelay(db: Db) {
  return db
    .selectDistinctOn([r.waybillId], {
      waybillId: r.waybillId,
      reason: r.reason,
      at: r.createdAt,
      by: r.createdBy,
      byName: r.createdByName,
    })
    .from(r)
    .where(eq(r.action, 'delay'))
    .orderBy(r.waybillId, desc(r.createdAt))
    .as('latest_delay');
}

const staffOnly = (ctx: AuthedContext) => {
  if (isCustomerUser(ctx)) throw noPermission();
};

/** `lms/delay/search`: the delayed waybills within the caller's reach and data scope. */
export async function searchDelayed(ctx: AuthedContext, input: DelaySearchPayload) {
  const c = input.criteria;
  const latest = latestDelay(ctx.db);
  const where: (SQL | undefined)[] = [
    eq(w.isDelay, true),
    waybillScope(ctx),
    await waybillDataScope(ctx),
    c.customerId && !isCustomerUser(ctx) ? eq(w.customerId, c.customerId) : undefined,
    c.delayedBy ? eq(latest.by, c.delayedBy) : undefined,
    c.delayTime ? gte(latest.at, c.delayTime[0]) : undefined,
    c.delayTime ? lte(latest.at, c.delayTime[1]) : undefined,
    c.waybillNo ? eq(w.waybillNo, c.waybillNo) : undefined,
  ];
  const rows = await ctx.db
    .select({
      id: w.id,
      waybillNo: w.waybillNo,
      customerId: w.customerId,
      customerCode: customer.code,
      customerName: customer.name,
      status: w.status,
      delayReason: latest.reason,
      delayTime: latest.at,
      delayByName: latest.byName,
      total: sql`count(*) over ()`,
    })
    .from(w)
    .leftJoin(customer, eq(customer.id, w.customerId))
    .leftJoin(latest, eq(latest.waybillId, w.id))
    .where(and(...where))
    .orderBy(desc(sql`coalesce(${latest.at}, ${w.updatedAt})`), desc(w.id))
    .limit(input.size)
    .offset(pageOffset(input));
  const records: DelayRow[] = rows.map(({ total: _total, ...row }) => ({
    ...row,
    delayTime: row.delayTime?.toISOString() ?? null,
  }));
  return pageOf(records, rowCount(rows[0]?.total), input);
}

/** `lms/delay/records`: every delay and cancel delay of one waybill, newest first. */
export async function delayRecords(ctx: AuthedContext, waybillId: string): Promise<DelayRecord[]> {
  staffOnly(ctx);
  await assertWaybillInScope(ctx, waybillId);
  const rows = await ctx.db
    .select()
    .from(r)
    .where(eq(r.waybillId, waybillId))
    .orderBy(desc(r.createdAt), desc(r.id));
  return rows.map((x) => ({
    id: x.id,
    waybillId: x.waybillId,
    action: x.action,
    reason: x.reason,
    source: x.source,
    createdAt: x.createdAt.toISOString(),
    createdByName: x.createdByName,
  }));
}

/** `lms/delay/delay`: delays waybills with a reason (the flag action writes the record). */
export async function delayWaybills(ctx: AuthedContext, input: DelayPayload) {
  staffOnly(ctx);
  const ids = input.ids ?? (await waybillIdsByNos(ctx, input.waybillNos ?? []));
  return waybillFlag(ctx, { ids, action: 'delay', reason: input.reason });
}

/** `lms/delay/cancelDelay`: takes the delay off. */
export function cancelDelays(ctx: AuthedContext, input: CancelDelayPayload) {
  staffOnly(ctx);
  return waybillFlag(ctx, { ids: input.ids, action: 'cancelDelay', reason: input.reason });
}
