import type { WorkOrderStatus } from './work-order.enums.ts';
import type { WorkOrderMessageKey } from './work-order.messages.ts';

/**
 * The work-order status machine (DESIGN §12): 0 waiting assignment → 10 waiting follow-up (assigned)
 * → 20 following (first staff reply) → 30 closed; re-open 30 → 20 (→ 0 when nobody is assigned).
 * Pending pauses without changing the status. Evaluation only when closed, by the customer side or
 * the creator. Pure: the server calls it with the row it locked and refuses with the message key.
 */
export const WORK_ORDER_ACTIONS = [
  'assign',
  'reply',
  'close',
  'replyAndClose',
  'reOpen',
  'pending',
  'evaluation',
] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/** Who acts: a staff user, or a user of the order's customer. */
export type WorkOrderSide = 'staff' | 'customer';

export type WorkOrderActionContext = {
  side: WorkOrderSide;
  /** The order has an assignee (re-open goes back to 0 without one). */
  hasAssignee: boolean;
  /** The acting user created the order (may evaluate it even from the staff side: internal orders). */
  isCreator?: boolean;
};

export type WorkOrderTransition =
  | { ok: true; status: WorkOrderStatus }
  | { ok: false; messageKey: WorkOrderMessageKey };

const refuse = (messageKey: WorkOrderMessageKey): WorkOrderTransition => ({ ok: false, messageKey });
const to = (status: WorkOrderStatus): WorkOrderTransition => ({ ok: true, status });

/** The status after `action` from `status`, or the message key of the refusal. */
export function workOrderTransition(
  status: WorkOrderStatus,
  action: WorkOrderAction,
  ctx: WorkOrderActionContext,
): WorkOrderTransition {
  const closed = status === 30;
  switch (action) {
    case 'assign':
      if (ctx.side !== 'staff') return refuse('workOrderStaffOnly');
      if (closed) return refuse('workOrderIsClosed');
      return to(status === 0 ? 10 : status);
    case 'reply':
      if (closed) return refuse('workOrderIsClosed');
      // a staff reply follows the order up (an unassigned one is taken by the replier)
      return to(ctx.side === 'staff' ? 20 : status);
    case 'close':
    case 'replyAndClose':
      if (closed) return refuse('workOrderIsClosed');
      return to(30);
    case 'reOpen':
      if (!closed) return refuse('workOrderNotClosed');
      return to(ctx.hasAssignee ? 20 : 0);
    case 'pending':
      if (closed) return refuse('workOrderIsClosed');
      return to(status);
    case 'evaluation':
      if (!closed) return refuse('workOrderEvaluateNotClosed');
      if (ctx.side !== 'customer' && !ctx.isCreator) return refuse('workOrderEvaluateNotOwner');
      return to(status);
  }
}

/** Open means not closed (the waybill's `openedWorkOrderCount` counts these). */
export function isWorkOrderOpen(status: WorkOrderStatus): boolean {
  return status !== 30;
}

/** A reply's text is empty once trimmed (spec §5: "reply content cannot be empty"). */
export function isEmptyReply(reply: string | null | undefined): boolean {
  return !reply || reply.trim().length === 0;
}
