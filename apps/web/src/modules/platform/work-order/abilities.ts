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
 * Each action behind its code: reply and close while the order is open, re-open once closed; pending
 * and assign are the staff's. Evaluation only once closed (spec §4), by the customer side or, for an
 * internal order, its creator.
 */
export function abilitiesOf(order: Order, who: Who): Abilities {
  const open = order.status !== 30;
  const staff = who.userType === 'staff';
  const may = (code: string) => hasPermission(who.permissions, code);
  return {
    reply: open && may(CODES.workOrderReply),
    replyAndClose: open && may(CODES.workOrderReply) && may(CODES.workOrderClose),
    close: open && may(CODES.workOrderClose),
    reOpen: !open && may(CODES.workOrderReOpen),
    pending: open && staff && may(CODES.workOrderPending),
    evaluate: !open && (!staff || order.createBy === who.userId) && may(CODES.workOrderEvaluation),
    assign: open && staff && may(CODES.workOrderAssign),
  };
}

/** Raising a work order: the insert code, on both sides. */
export function mayCreateWorkOrder(who: Pick<Who, 'permissions'>): boolean {
  return hasPermission(who.permissions, CODES.workOrderInsert);
}
