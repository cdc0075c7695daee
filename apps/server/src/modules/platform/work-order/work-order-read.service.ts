import type { Language, WorkOrderCriteria, WorkOrderSearchPayload } from '@freightdesk/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customer } from '#modules/crm/customer/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { workOrder as wo, workOrderReply, workOrderType } from './work-order.schema.ts';
import { customerVisibility, ownOrders, sideOf, workOrderList } from './work-order-access.ts';

/** Reads of work orders: search, tab counts, detail, a waybill's orders. */

const assignee = alias(appUser, 'wo_assignee');
const typeName = (lang: Language) =>
  lang === 'zh-CN' ? workOrderType.name : lang === 'en-US' ? workOrderType.nameEn : workOrderType.nameVi;

/**
 * Waiting for the staff user: assigned to them, not pending, and either not followed up yet (10)
 * or following with the last reply from someone else.
 */
export function waitsFor(userId: string): SQL {
  return and(
    eq(wo.assigneeId, userId),
    eq(wo.isPending, false),
    or(eq(wo.status, 10), and(eq(wo.status, 20), or(isNull(wo.lastReplyBy), ne(wo.lastReplyBy, userId)))),
  )!;
}

/** What the caller may see: a customer its public own orders; staff their data scope plus their own. */
async function reach(ctx: AuthedContext): Promise<SQL | undefined> {
  if (sideOf(ctx) === 'customer') return customerVisibility(ctx);
  const scope = await dataScopeWhere(ctx, workOrderList);
  return scope ? or(scope, ownOrders(ctx)) : undefined;
}

function criteriaWhere(ctx: AuthedContext, c: WorkOrderCriteria, withStatus = true): SQL | undefined {
  const me = ctx.auth.userId;
  return and(
    withStatus && c.status?.length ? inArray(wo.status, c.status) : undefined,
    c.mainType?.length ? inArray(wo.mainType, c.mainType) : undefined,
    c.secondType ? eq(wo.secondType, c.secondType) : undefined,
    c.urgencyLevel?.length ? inArray(wo.urgencyLevel, c.urgencyLevel) : undefined,
    c.customerId ? eq(wo.customerId, c.customerId) : undefined,
    c.assigneeId ? eq(wo.assigneeId, c.assigneeId) : undefined,
    c.billType ? eq(wo.billType, c.billType) : undefined,
    c.billNo
      ? or(ilike(wo.billNo, likePattern(c.billNo)), ilike(wo.customerWaybillNo, likePattern(c.billNo)))
      : undefined,
    c.code ? ilike(wo.code, likePattern(c.code)) : undefined,
    c.keyword
      ? or(ilike(wo.title, likePattern(c.keyword)), ilike(wo.code, likePattern(c.keyword)))
      : undefined,
    c.createdFrom ? gte(wo.createdAt, new Date(c.createdFrom)) : undefined,
    c.createdTo ? lt(wo.createdAt, new Date(c.createdTo)) : undefined,
    c.mine ? eq(wo.createdBy, me) : undefined,
    c.assignedToMe ? eq(wo.assigneeId, me) : undefined,
    c.isPending !== undefined ? eq(wo.isPending, c.isPending) : undefined,
    c.isOverdue !== undefined ? eq(wo.isOverdue, c.isOverdue) : undefined,
    c.internal === true
      ? isNull(wo.customerId)
      : c.internal === false
        ? sql`${wo.customerId} is not null`
        : undefined,
  );
}

function columns(ctx: AuthedContext) {
  const me = ctx.auth.userId;
  const unread =
    sideOf(ctx) === 'customer'
      ? sql<boolean>`${wo.customerUnread}`
      : sql<boolean>`coalesce(${waitsFor(me)}, false)`;
  return {
    w: wo,
    customerCode: customer.code,
    customerName: customer.name,
    assigneeName: assignee.name,
    secondTypeName: typeName(ctx.lang),
    unread,
  };
}

function select(ctx: AuthedContext, db: Db = ctx.db) {
  return db
    .select(columns(ctx))
    .from(wo)
    .leftJoin(customer, eq(customer.id, wo.customerId))
    .leftJoin(assignee, eq(assignee.id, wo.assigneeId))
    .leftJoin(workOrderType, eq(workOrderType.code, wo.secondType));
}

type Row = Awaited<ReturnType<typeof select>>[number];

/** A row as the API answers it (platform-core §3 names). */
export function toAnswer(r: Row) {
  const w = r.w;
  return {
    id: w.id,
    code: w.code,
    status: w.status,
    isPending: w.isPending,
    mainType: w.mainType,
    secondType: w.secondType,
    secondTypeName: r.secondTypeName ?? null,
    businessSysCode: w.businessSysCode,
    isRelatedBill: !!w.billType,
    billType: w.billType,
    billId: w.billId,
    billNo: w.billNo,
    customerWaybillNo: w.customerWaybillNo,
    urgencyLevel: w.urgencyLevel,
    title: w.title,
    description: w.description,
    lastReply: w.lastReply,
    lastReplyTime: w.lastReplyAt,
    isPublic: w.isPublic,
    isInternal: !w.customerId,
    customerId: w.customerId,
    customerCode: r.customerCode ?? null,
    customerName: r.customerName ?? null,
    assigneeId: w.assigneeId,
    assigneeName: r.assigneeName ?? null,
    followUsers: w.assigneeId ? [{ userId: w.assigneeId, name: r.assigneeName ?? '' }] : [],
    notifyUserIds: w.notifyUserIds,
    firstFollowTime: w.firstFollowTime,
    lastFollowTime: w.lastFollowTime,
    closeTime: w.closeTime,
    closeUserName: w.closeUserName,
    attachmentFiles: w.attachmentFiles,
    followCost: w.followCost,
    solveCost: w.solveCost,
    evaluation: w.evaluation,
    evaluationTime: w.evaluationTime,
    evaluationRemark: w.evaluationRemark,
    isDetain: w.isDetain,
    indemnityAmount: w.indemnityAmount,
    indemnityCurrency: w.indemnityCurrency,
    responsibleParty: w.responsibleParty,
    responsibleAgentId: w.responsibleAgentId,
    triggersDetain: w.triggersDetain,
    firstResponseDueAt: w.firstResponseDueAt,
    resolutionDueAt: w.resolutionDueAt,
    pendingSince: w.pendingSince,
    pausedMs: w.pausedMs,
    isOverdue: w.isOverdue,
    claimFeeId: w.claimFeeId,
    recoveryFeeId: w.recoveryFeeId,
    unread: !!r.unread,
    createBy: w.createdBy,
    createByName: w.createdByName,
    createAt: w.createdAt,
  };
}

const SORTS = {
  createAt: wo.createdAt,
  code: wo.code,
  urgencyLevel: wo.urgencyLevel,
  status: wo.status,
} as const;

/** The matching rows (up to `limit`), newest first unless sorted. */
export async function findWorkOrders(
  ctx: AuthedContext,
  input: WorkOrderSearchPayload,
  limit: number,
  offset = 0,
) {
  const where = and(await reach(ctx), criteriaWhere(ctx, input.criteria));
  const order = input.sort
    .filter((s) => s.field in SORTS)
    .map((s) => (s.order === 'asc' ? asc : desc)(SORTS[s.field as keyof typeof SORTS]));
  const [count] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(wo).where(where);
  const rows = await select(ctx)
    .where(where)
    .orderBy(...order, desc(wo.createdAt), desc(wo.code))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(toAnswer), total: rowCount(count?.n) };
}

/** `platform/workOrder/search`. */
export async function searchWorkOrders(ctx: AuthedContext, input: WorkOrderSearchPayload) {
  const { rows, total } = await findWorkOrders(ctx, input, input.size, pageOffset(input));
  return pageOf(rows, total, input);
}

/** `platform/workOrder/statusGroup`: counts per status tab for the criteria (status aside). */
export async function workOrderStatusGroup(ctx: AuthedContext, input: { criteria: WorkOrderCriteria }) {
  const n = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
  const [row] = await ctx.db
    .select({
      all: sql<number>`count(*)::int`,
      waitAssign: n(eq(wo.status, 0)),
      waitFollow: n(eq(wo.status, 10)),
      following: n(eq(wo.status, 20)),
      closed: n(eq(wo.status, 30)),
      pending: n(eq(wo.isPending, true)),
    })
    .from(wo)
    .where(and(await reach(ctx), criteriaWhere(ctx, input.criteria, false)));
  return row!;
}

/** The replies of an order, oldest first (the author's sex for the avatar). */
async function repliesOf(db: Db, id: string) {
  const rows = await db
    .select({ r: workOrderReply, sex: appUser.sex })
    .from(workOrderReply)
    .leftJoin(appUser, eq(appUser.id, workOrderReply.userId))
    .where(eq(workOrderReply.workOrderId, id))
    .orderBy(asc(workOrderReply.createdAt), asc(workOrderReply.id));
  return rows.map(({ r, sex }) => ({
    id: r.id,
    userId: r.userId,
    userName: r.userName,
    sex: sex ?? null,
    isStaff: r.isStaff,
    reply: r.reply,
    createAt: r.createdAt,
    attachmentFiles: r.attachmentFiles,
  }));
}

/** One order in the caller's reach, or null. */
export async function findWorkOrder(ctx: AuthedContext, id: string) {
  const [row] = await select(ctx).where(and(eq(wo.id, id), await reach(ctx)));
  return row ? toAnswer(row) : null;
}

/** `platform/workOrder/detail`: with the replies when `extra`; a customer user reading it marks it read. */
export async function workOrderDetail(ctx: AuthedContext, input: { id: string; extra: boolean }) {
  const found = await findWorkOrder(ctx, input.id);
  if (!found) throw new BizError('workOrderNotFound');
  if (sideOf(ctx) === 'customer' && found.unread)
    await ctx.db.update(wo).set({ customerUnread: false }).where(eq(wo.id, found.id));
  return { ...found, replys: input.extra ? await repliesOf(ctx.db, found.id) : [] };
}

/** The orders of a waybill in the caller's reach, newest first (`findByWaybillId`, the drawer's flag). */
export async function workOrdersOfWaybill(ctx: AuthedContext, waybillId: string) {
  const rows = await select(ctx)
    .where(and(eq(wo.billType, 'waybill'), eq(wo.billId, waybillId), await reach(ctx)))
    .orderBy(desc(wo.createdAt));
  return rows.map(toAnswer);
}
