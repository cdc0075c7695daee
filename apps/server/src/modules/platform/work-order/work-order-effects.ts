import { fillPlaceholders, type Message, WORK_ORDER_MESSAGES } from '@freightdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { addTodo, completeTodos, notify } from '#modules/platform/notify/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { WorkOrderRecord } from './work-order-access.ts';

/**
 * The side effects of work-order writes, in the writing transaction: the waybill's open-order
 * counter, the notifications and the assignee's to-do item.
 */

/** Moves `lms_waybill.openedWorkOrderCount` of the order's waybill by `delta` (never below 0). */
export async function moveWaybillOpenCount(tx: Db, order: WorkOrderRecord, delta: 1 | -1): Promise<void> {
  if (order.billType !== 'waybill' || !order.billId) return;
  await tx
    .update(lmsWaybill)
    .set({ openedWorkOrderCount: sql`greatest(0, ${lmsWaybill.openedWorkOrderCount} + ${delta})` })
    .where(eq(lmsWaybill.id, order.billId));
}

const link = (order: WorkOrderRecord) => `/oa/work-order?id=${order.id}`;
const titled = (key: keyof typeof WORK_ORDER_MESSAGES, code: string): Message => {
  const m = WORK_ORDER_MESSAGES[key];
  return {
    'zh-CN': fillPlaceholders(m['zh-CN'], [code]),
    'en-US': fillPlaceholders(m['en-US'], [code]),
    'vi-VN': fillPlaceholders(m['vi-VN'], [code]),
  };
};
const content = (order: WorkOrderRecord): Message => ({
  'zh-CN': order.title,
  'en-US': order.title,
  'vi-VN': order.title,
});

/** The customer side of an order: its customer's enabled users (public orders), else its creator. */
async function customerSide(tx: Db, order: WorkOrderRecord): Promise<string[]> {
  if (order.customerId && order.isPublic) {
    const users = await tx
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(eq(appUser.customerId, order.customerId), eq(appUser.enabled, true)));
    return users.map((u) => u.id);
  }
  return order.createdBy ? [order.createdBy] : [];
}

/** Tells the assignee and opens its to-do item. */
export async function announceAssigned(tx: Db, ctx: AuthedContext, order: WorkOrderRecord): Promise<void> {
  if (!order.assigneeId) return;
  const title = titled('workOrderNotifyAssignedTitle', order.code);
  await notify(
    tx,
    {
      recipients: [order.assigneeId],
      kind: 'workOrderAssigned',
      title,
      content: content(order),
      link: link(order),
      key: `workOrder:${order.id}:assigned:${order.assigneeId}:${order.assignedAt?.getTime() ?? 0}`,
    },
    ctx.now,
  );
  await completeTodos(tx, { refType: 'workOrder', refId: order.id, kind: 'workOrder' }, ctx.now);
  await addTodo(
    tx,
    {
      userId: order.assigneeId,
      kind: 'workOrder',
      title,
      link: link(order),
      refType: 'workOrder',
      refId: order.id,
      ...(order.resolutionDueAt ? { dueAt: order.resolutionDueAt } : {}),
    },
    ctx.now,
  );
}

/** Tells the other side of a reply: the customer side after a staff reply, the assignee after a customer's. */
export async function announceReplied(
  tx: Db,
  ctx: AuthedContext,
  order: WorkOrderRecord,
  replyId: string,
  byStaff: boolean,
): Promise<void> {
  const others = byStaff ? await customerSide(tx, order) : order.assigneeId ? [order.assigneeId] : [];
  await notify(
    tx,
    {
      recipients: others.filter((id) => id !== ctx.auth.userId),
      kind: 'workOrderReplied',
      title: titled('workOrderNotifyRepliedTitle', order.code),
      content: content(order),
      link: link(order),
      key: `workOrder:${order.id}:reply:${replyId}`,
    },
    ctx.now,
  );
}

/** Tells the customer side (or the creator) and completes the order's to-do items. */
export async function announceClosed(tx: Db, ctx: AuthedContext, order: WorkOrderRecord): Promise<void> {
  const recipients = (await customerSide(tx, order)).filter((id) => id !== ctx.auth.userId);
  await notify(
    tx,
    {
      recipients,
      kind: 'workOrderClosed',
      title: titled('workOrderNotifyClosedTitle', order.code),
      content: content(order),
      link: link(order),
      key: `workOrder:${order.id}:closed:${order.closeTime?.getTime() ?? 0}`,
    },
    ctx.now,
  );
  await completeTodos(tx, { refType: 'workOrder', refId: order.id }, ctx.now);
}
