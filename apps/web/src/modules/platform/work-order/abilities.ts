import { WORK_ORDER_PERMISSION_CODES as CODES, hasPermission, type UserType } from '@freightdesk/domain';

/** What the detail dialog offers on one order to one user. */
export type Abilities = {
  reply: boolean;
  replyAndClose: boolean;
  close: boolean;
  reOpen: boolean;
  pending: boolean;
  evaluate: boolean;
  assign: boolean;
};

type Order = { status: number; createBy: string | null };
type Who = { userType: UserType; userId: string; permissions: readonly string[] };

/**
 * Staff act by their codes (reply, close, re-open, pending, assign) while the order is open, re-open
 * once closed, and evaluate only an order they created (internal orders); the customer side replies
 * while open, re-opens and evaluates once closed (spec §4: evaluation only when closed).
 */
export function abilitiesOf(order: Order, who: Who): Abilities {
  const closed = order.status === 30;
  if (who.userType === 'customer')
    return {
      reply: !closed,
      replyAndClose: false,
      close: false,
      reOpen: closed,
      pending: false,
      evaluate: closed,
      assign: false,
    };
  const may = (code: string) => hasPermission(who.permissions, code);
  return {
    reply: !closed && may(CODES.workOrderReply),
    replyAndClose: !closed && may(CODES.workOrderReply) && may(CODES.workOrderClose),
    close: !closed && may(CODES.workOrderClose),
    reOpen: closed && may(CODES.workOrderReOpen),
    pending: !closed && may(CODES.workOrderPending),
    evaluate: closed && order.createBy === who.userId,
    assign: !closed && may(CODES.workOrderAssign),
  };
}

/** Raising a work order: staff with the insert code, customer users with the work-order screen's code. */
export function mayCreateWorkOrder(who: Pick<Who, 'userType' | 'permissions'>): boolean {
  return hasPermission(who.permissions, who.userType === 'staff' ? CODES.workOrderInsert : CODES.workOrder);
}
