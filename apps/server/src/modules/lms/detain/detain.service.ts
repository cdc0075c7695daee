import type {
  DetainPayload,
  DetainRecord,
  DetainRow,
  DetainSearchPayload,
  ReleasePayload,
} from '@freightdesk/domain';
import { and, arrayContains, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import {
  assertWaybillInScope,
  isCustomerUser,
  lmsWaybill as w,
  waybillDataScope,
  waybillFlag,
  waybillIdsByNos,
  waybillScope,
} from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { lmsDetainRecord as r } from './detain.schema.ts';

/** The latest detain record of each waybill: its current reason, time and who detained it. */
function latestDetain(db: Db) {
  return db
    .selectDistinctOn([r.waybillId], {
      waybillId: r.waybillId,
      reason: r.reason,
      at: r.createdAt,
      by: r.createdBy,
      byName: r.createdByName,
    })
    .from(r)
    .where(eq(r.action, 'detain'))
    .orderBy(r.waybillId, desc(r.createdAt))
    .as('latest_detain');
}

/** `lms/detain/search`: the detained waybills within the caller's reach and data scope. */
export async function searchDetained(ctx: AuthedContext, input: DetainSearchPayload) {
  const c = input.criteria;
  const latest = latestDetain(ctx.db);
  const where: (SQL | undefined)[] = [
    eq(w.isDetain, true),
    waybillScope(ctx),
    await waybillDataScope(ctx),
    c.detainType ? arrayContains(w.detainTypes, [c.detainType]) : undefined,
    c.customerId && !isCustomerUser(ctx) ? eq(w.customerId, c.customerId) : undefined,
    c.detainedBy ? eq(latest.by, c.detainedBy) : undefined,
    c.detainTime ? gte(latest.at, c.detainTime[0]) : undefined,
    c.detainTime ? lte(latest.at, c.detainTime[1]) : undefined,
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
      detainTypes: w.detainTypes,
      detainReason: latest.reason,
      detainTime: latest.at,
      detainByName: latest.byName,
      total: sql`count(*) over ()`,
    })
    .from(w)
    .leftJoin(customer, eq(customer.id, w.customerId))
    .leftJoin(latest, eq(latest.waybillId, w.id))
    .where(and(...where))
    .orderBy(desc(sql`coalesce(${latest.at}, ${w.updatedAt})`), desc(w.id))
    .limit(input.size)
    .offset(pageOffset(input));
  const records: DetainRow[] = rows.map(({ total: _total, ...row }) => ({
    ...row,
    detainTime: row.detainTime?.toISOString() ?? null,
  }));
  return pageOf(records, rowCount(rows[0]?.total), input);
}

/** `lms/detain/records`: every detain and release of one waybill, newest first (staff only). */
export async function detainRecords(ctx: AuthedContext, waybillId: string): Promise<DetainRecord[]> {
  if (isCustomerUser(ctx)) throw noPermission();
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
    detainTypes: x.detainTypes,
    reason: x.reason,
    source: x.source,
    createdAt: x.createdAt.toISOString(),
    createdByName: x.createdByName,
  }));
}

/** `lms/detain/current`: the waybill's detain as the drawer shows it (a customer reads its own only). */
export async function currentDetain(ctx: AuthedContext, waybillId: string) {
  const [row] = await ctx.db
    .select({ isDetain: w.isDetain, detainTypes: w.detainTypes })
    .from(w)
    .where(and(eq(w.id, waybillId), waybillScope(ctx)));
  if (!row) throw dataNotExist();
  if (!isCustomerUser(ctx)) await assertWaybillInScope(ctx, waybillId);
  if (!row.isDetain) return { isDetain: false, detainTypes: [], reason: null, time: null };
  const [last] = await ctx.db
    .select({ reason: r.reason, at: r.createdAt })
    .from(r)
    .where(and(eq(r.waybillId, waybillId), eq(r.action, 'detain')))
    .orderBy(desc(r.createdAt))
    .limit(1);
  return {
    isDetain: true,
    detainTypes: row.detainTypes,
    reason: last?.reason ?? null,
    time: last?.at.toISOString() ?? null,
  };
}

const staffOnly = (ctx: AuthedContext) => {
  if (isCustomerUser(ctx)) throw noPermission();
};

/** `lms/detain/detain`: detains waybills with one type and a reason (the flag action writes the record). */
export async function detainWaybills(ctx: AuthedContext, input: DetainPayload) {
  staffOnly(ctx);
  return waybillFlag(ctx, {
    ids: input.ids ?? (await waybillIdsByNos(ctx, input.waybillNos ?? [])),
    action: 'detain',
    detainTypes: input.detainType ? [input.detainType] : undefined,
    reason: input.reason,
  });
}

/** `lms/detain/release`: releases detained waybills (every type). */
export function releaseWaybills(ctx: AuthedContext, input: ReleasePayload) {
  staffOnly(ctx);
  return waybillFlag(ctx, { ids: input.ids, action: 'cancelDetain', reason: input.reason });
}
