import {
  isEmptyReply,
  type WorkOrderAction,
  type WorkOrderEvaluation,
  workOrderTransition,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { type WorkOrderFileRef, workOrder as wo, workOrderReply } from './work-order.schema.ts';
import { elapsed, sideOf, WORK_ORDER_ENTITY, type WorkOrderRecord } from './work-order-access.ts';
import {
  announceAssigned,
  announceClosed,
  announceReplied,
  moveWaybillOpenCount,
} from './work-order-effects.ts';
import { emitWorkOrderEvent, type WorkOrderEventType } from './work-order-events.ts';
import { attachFiles } from './work-order-files.ts';

/**
 * The actions on one locked work order (single and batch routes share them): each checks the status
 * machine, writes the row, logs, announces and emits its event.
 */

/** The next status of `action`, or the refusal naming the order. */
function next(ctx: AuthedContext, order: WorkOrderRecord, action: WorkOrderAction) {
  const t = workOrderTransition(order.status, action, {
    side: sideOf(ctx),
    hasAssignee: !!order.assigneeId,
    isCreator: order.createdBy === ctx.auth.userId,
  });
  if (!t.ok) throw new BizError(t.messageKey, [order.code]);
  return t.status;
}

async function save(tx: Db, order: WorkOrderRecord, set: Partial<WorkOrderRecord>, now: Date) {
  const [row] = await tx
    .update(wo)
    .set({ ...set, updatedAt: now })
    .where(eq(wo.id, order.id))
    .returning();
  return row!;
}

async function logAndEmit(
  tx: Db,
  ctx: AuthedContext,
  before: WorkOrderRecord,
  after: WorkOrderRecord,
  type: WorkOrderEventType,
  action: Parameters<typeof writeBusinessLog>[2][number]['action'],
  detail: Record<string, unknown> = {},
) {
  await writeBusinessLog(tx, ctx, [
    {
      entity: WORK_ORDER_ENTITY,
      entityId: after.id,
      action,
      customerId: after.customerId,
      before: { status: before.status, isPending: before.isPending },
      after: { status: after.status, isPending: after.isPending, ...detail },
    },
  ]);
  await emitWorkOrderEvent(tx, ctx, { type, order: after, before, byStaff: sideOf(ctx) === 'staff' });
}

/** Pending time so far added to `pausedMs` (on resume and on close). */
const resumed = (order: WorkOrderRecord, now: Date) => ({
  isPending: false,
  pendingSince: null,
  pausedMs: order.pausedMs + (order.pendingSince ? (elapsed(order.pendingSince, now) ?? 0) : 0),
});

export type ReplyInput = { reply: string; attachmentFiles: WorkOrderFileRef[] };

/** A reply (not empty, not when closed): a staff reply follows the order up (10 → 20). */
export async function replyTo(tx: Db, ctx: AuthedContext, order: WorkOrderRecord, input: ReplyInput) {
  if (isEmptyReply(input.reply)) throw new BizError('workOrderReplyEmpty');
  const status = next(ctx, order, 'reply');
  const byStaff = sideOf(ctx) === 'staff';
  const files = await attachFiles(tx, ctx, input.attachmentFiles, order.customerId);
  const text = input.reply.trim();
  const [reply] = await tx
    .insert(workOrderReply)
    .values({
      workOrderId: order.id,
      userId: ctx.auth.userId,
      userName: ctx.auth.name,
      isStaff: byStaff,
      reply: text,
      attachmentFiles: files,
      createdAt: ctx.now,
    })
    .returning({ id: workOrderReply.id });
  const staffSet = byStaff
    ? {
        firstFollowTime: order.firstFollowTime ?? ctx.now,
        followCost: order.followCost ?? elapsed(order.createdAt, ctx.now),
        lastFollowTime: ctx.now,
        // an unassigned order is taken by the staff user who answers it
        assigneeId: order.assigneeId ?? ctx.auth.userId,
        assignedAt: order.assignedAt ?? ctx.now,
        customerUnread: !!order.customerId,
      }
    : { customerUnread: false };
  const row = await save(
    tx,
    order,
    {
      status,
      lastReply: text,
      lastReplyAt: ctx.now,
      lastReplyBy: ctx.auth.userId,
      lastReplyIsStaff: byStaff,
      ...staffSet,
    },
    ctx.now,
  );
  await announceReplied(tx, ctx, row, reply!.id, byStaff);
  await logAndEmit(tx, ctx, order, row, 'replied', 'workOrderReply', { reply: text });
  return row;
}

/** Closes an open order (30); the waybill's counter drops, the customer side is told. */
export async function closeOrder(tx: Db, ctx: AuthedContext, order: WorkOrderRecord) {
  const status = next(ctx, order, 'close');
  const row = await save(
    tx,
    order,
    {
      status,
      ...(order.isPending ? resumed(order, ctx.now) : {}),
      closeTime: ctx.now,
      closeBy: ctx.auth.userId,
      closeUserName: ctx.auth.name,
      solveCost: elapsed(order.createdAt, ctx.now),
      customerUnread: order.customerId && sideOf(ctx) === 'staff' ? true : order.customerUnread,
    },
    ctx.now,
  );
  await moveWaybillOpenCount(tx, row, -1);
  await announceClosed(tx, ctx, row);
  await logAndEmit(tx, ctx, order, row, 'closed', 'workOrderClose');
  return row;
}

/** Re-opens a closed order (30 → 20, or 0 without an assignee); its evaluation is cleared. */
export async function reOpenOrder(tx: Db, ctx: AuthedContext, order: WorkOrderRecord) {
  const status = next(ctx, order, 'reOpen');
  const row = await save(
    tx,
    order,
    {
      status,
      closeTime: null,
      closeBy: null,
      closeUserName: null,
      solveCost: null,
      evaluation: null,
      evaluationTime: null,
      evaluationRemark: null,
    },
    ctx.now,
  );
  await moveWaybillOpenCount(tx, row, 1);
  if (row.assigneeId) await announceAssigned(tx, ctx, row);
  await logAndEmit(tx, ctx, order, row, 'reOpened', 'workOrderReOpen');
  return row;
}

/** Sets or clears pending (not when closed); the same value again changes nothing. */
export async function setPending(tx: Db, ctx: AuthedContext, order: WorkOrderRecord, isPending: boolean) {
  next(ctx, order, 'pending');
  if (order.isPending === isPending) return order;
  const set = isPending ? { isPending: true, pendingSince: ctx.now } : resumed(order, ctx.now);
  const row = await save(tx, order, set, ctx.now);
  await logAndEmit(
    tx,
    ctx,
    order,
    row,
    isPending ? 'pending' : 'resumed',
    isPending ? 'workOrderPending' : 'workOrderResume',
  );
  return row;
}

/** Evaluates a closed order (the customer side or the creator). */
export async function evaluateOrder(
  tx: Db,
  ctx: AuthedContext,
  order: WorkOrderRecord,
  evaluation: WorkOrderEvaluation,
  remark: string | undefined,
) {
  next(ctx, order, 'evaluation');
  const row = await save(
    tx,
    order,
    { evaluation, evaluationTime: ctx.now, evaluationRemark: remark ?? null },
    ctx.now,
  );
  await logAndEmit(tx, ctx, order, row, 'evaluated', 'workOrderEvaluate', { evaluation });
  return row;
}
