import {
  type IssueClosePayload,
  type IssueFollowPayload,
  type IssueRaisePayload,
  type IssueSearchPayload,
  IssueStatus,
} from '@freightdesk/domain';
import { and, desc, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import {
  flagLocked,
  isCustomerUser,
  lockWaybills,
  lmsWaybill as w,
  waybillDataScope,
  waybillIdsByNos,
  waybillScope,
} from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { lmsWaybillIssueFollow as f, lmsWaybillIssue as i } from './issue.schema.ts';

const ISSUE_ENTITY = 'lmsWaybillIssue';

const staffOnly = (ctx: AuthedContext) => {
  if (isCustomerUser(ctx)) throw noPermission();
};
const who = (ctx: AuthedContext) => ({
  createdAt: ctx.now,
  createdBy: ctx.auth.userId || null,
  createdByName: ctx.auth.name ?? null,
});

const columns = {
  id: i.id,
  waybillId: i.waybillId,
  waybillNo: w.waybillNo,
  customerId: i.customerId,
  customerCode: customer.code,
  customerName: customer.name,
  type: i.type,
  description: i.description,
  workOrderId: i.workOrderId,
  status: i.status,
  followCount: sql<number>`(select count(*) from ${f} where ${f.issueId} = ${i.id})`.mapWith(Number),
  lastFollow: sql<
    string | null
  >`(select ${f.content} from ${f} where ${f.issueId} = ${i.id} order by ${f.createdAt} desc limit 1)`,
  createdAt: i.createdAt,
  createdByName: i.createdByName,
  closedAt: i.closedAt,
  closedByName: i.closedByName,
  closeRemark: i.closeRemark,
};

/** `lms/issue/search`: issues of the waybills within the caller's reach and data scope, newest first. */
export async function searchIssues(ctx: AuthedContext, input: IssueSearchPayload) {
  staffOnly(ctx);
  const c = input.criteria;
  const where: (SQL | undefined)[] = [
    waybillScope(ctx),
    await waybillDataScope(ctx),
    c.status !== undefined ? eq(i.status, c.status) : undefined,
    c.type ? eq(i.type, c.type) : undefined,
    c.customerId ? eq(i.customerId, c.customerId) : undefined,
    c.createdBy ? eq(i.createdBy, c.createdBy) : undefined,
    c.createTime ? gte(i.createdAt, c.createTime[0]) : undefined,
    c.createTime ? lte(i.createdAt, c.createTime[1]) : undefined,
    c.waybillNo ? eq(w.waybillNo, c.waybillNo) : undefined,
  ];
  const rows = await ctx.db
    .select({ ...columns, total: sql`count(*) over ()` })
    .from(i)
    .innerJoin(w, eq(w.id, i.waybillId))
    .leftJoin(customer, eq(customer.id, i.customerId))
    .where(and(...where))
    .orderBy(desc(i.createdAt), desc(i.id))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ total: _t, ...row }) => row),
    rowCount(rows[0]?.total),
    input,
  );
}

/** `lms/issue/detail`: one issue with its follow records (oldest first). */
export async function issueDetail(ctx: AuthedContext, id: string) {
  staffOnly(ctx);
  const [row] = await ctx.db
    .select(columns)
    .from(i)
    .innerJoin(w, eq(w.id, i.waybillId))
    .leftJoin(customer, eq(customer.id, i.customerId))
    .where(and(eq(i.id, id), await waybillDataScope(ctx)));
  if (!row) throw dataNotExist();
  const follows = await ctx.db
    .select({ id: f.id, content: f.content, createdAt: f.createdAt, createdByName: f.createdByName })
    .from(f)
    .where(eq(f.issueId, id))
    .orderBy(f.createdAt, f.id);
  return { ...row, follows };
}

/** `lms/issue/raise`: a new open issue; the waybill becomes an issue waybill with its first one. */
export async function raiseIssue(ctx: AuthedContext, input: IssueRaisePayload) {
  staffOnly(ctx);
  const waybillId = input.waybillId ?? (await waybillIdsByNos(ctx, [input.waybillNo!]))[0]!;
  return ctx.db.transaction(async (tx) => {
    const [waybill] = await lockWaybills(tx, ctx, [waybillId]);
    if (!waybill!.isIssue)
      await flagLocked(tx, ctx, [waybill!], {
        ids: [waybill!.id],
        action: 'markIssue',
        reason: input.description,
      });
    const [row] = await tx
      .insert(i)
      .values({
        waybillId: waybill!.id,
        customerId: waybill!.customerId,
        type: input.type,
        description: input.description,
        workOrderId: input.workOrderId ?? null,
        ...who(ctx),
      })
      .returning();
    await writeBusinessLog(tx, ctx, [
      {
        entity: ISSUE_ENTITY,
        entityId: row!.id,
        action: 'raiseIssue',
        customerId: row!.customerId,
        after: { waybillNo: waybill!.waybillNo, type: row!.type, description: row!.description },
      },
    ]);
    return { id: row!.id };
  });
}

/** The issues, locked; any missing or out of the caller's data scope refuses the call. */
async function lockIssues(tx: Db, scope: SQL | undefined, ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select({ issue: i, waybillNo: w.waybillNo })
    .from(i)
    .innerJoin(w, eq(w.id, i.waybillId))
    .where(and(inArray(i.id, unique), scope))
    .orderBy(i.id)
    .for('update', { of: i });
  if (rows.length !== unique.length) throw dataNotExist();
  return rows;
}

/** `lms/issue/follow`: a follow record on an open issue. */
export async function followIssue(ctx: AuthedContext, input: IssueFollowPayload) {
  staffOnly(ctx);
  // the data scope is read before the transaction (it reads the user's grants)
  const scope = await waybillDataScope(ctx);
  return ctx.db.transaction(async (tx) => {
    const [found] = await lockIssues(tx, scope, [input.id]);
    if (found!.issue.status === IssueStatus.closed) throw new BizError('lmsIssueAlreadyClosed');
    const [row] = await tx
      .insert(f)
      .values({ issueId: input.id, content: input.content, ...who(ctx) })
      .returning({ id: f.id });
    await writeBusinessLog(tx, ctx, [
      {
        entity: ISSUE_ENTITY,
        entityId: input.id,
        action: 'followIssue',
        customerId: found!.issue.customerId,
        after: { content: input.content },
      },
    ]);
    return { id: row!.id };
  });
}

/**
 * `lms/issue/close`: closes open issues (all or nothing); a waybill left without an open issue is no
 * longer an issue waybill.
 */
export async function closeIssues(ctx: AuthedContext, input: IssueClosePayload) {
  staffOnly(ctx);
  const scope = await waybillDataScope(ctx);
  return ctx.db.transaction(async (tx) => {
    const found = await lockIssues(tx, scope, input.ids);
    const closed = found.find((x) => x.issue.status === IssueStatus.closed);
    if (closed) throw new BizError('lmsIssueAlreadyClosed');
    const waybillIds = [...new Set(found.map((x) => x.issue.waybillId))];
    const waybills = await lockWaybills(tx, ctx, waybillIds);
    await tx
      .update(i)
      .set({
        status: IssueStatus.closed,
        closedAt: ctx.now,
        closedBy: ctx.auth.userId || null,
        closedByName: ctx.auth.name ?? null,
        closeRemark: input.remark ?? null,
      })
      .where(inArray(i.id, input.ids));
    const stillOpen = await tx
      .selectDistinct({ waybillId: i.waybillId })
      .from(i)
      .where(and(inArray(i.waybillId, waybillIds), ne(i.status, IssueStatus.closed)));
    const open = new Set(stillOpen.map((r) => r.waybillId));
    const clear = waybills.filter((wb) => wb.isIssue && !open.has(wb.id));
    if (clear.length)
      await flagLocked(tx, ctx, clear, {
        ids: clear.map((wb) => wb.id),
        action: 'cancelIssue',
        reason: input.remark,
      });
    await writeBusinessLog(
      tx,
      ctx,
      found.map((x) => ({
        entity: ISSUE_ENTITY,
        entityId: x.issue.id,
        action: 'closeIssue' as const,
        customerId: x.issue.customerId,
        before: { status: x.issue.status },
        after: { status: IssueStatus.closed, remark: input.remark ?? null },
      })),
    );
    return { updated: found.length };
  });
}
