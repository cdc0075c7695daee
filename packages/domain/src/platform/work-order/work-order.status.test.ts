import { describe, expect, it } from 'vitest';
import { WORK_ORDER_STATUSES, type WorkOrderStatus } from './work-order.enums.ts';
import {
  isEmptyReply,
  isWorkOrderOpen,
  WORK_ORDER_ACTIONS,
  type WorkOrderAction,
  type WorkOrderActionContext,
  workOrderTransition,
} from './work-order.status.ts';

const staff: WorkOrderActionContext = { side: 'staff', hasAssignee: true };
const customer: WorkOrderActionContext = { side: 'customer', hasAssignee: true };

/** Expected outcome per action and status for staff (a number: next status; a text: refusal key). */
const STAFF: Record<WorkOrderAction, Record<WorkOrderStatus, number | string>> = {
  assign: { 0: 10, 10: 10, 20: 20, 30: 'workOrderIsClosed' },
  reply: { 0: 20, 10: 20, 20: 20, 30: 'workOrderIsClosed' },
  close: { 0: 30, 10: 30, 20: 30, 30: 'workOrderIsClosed' },
  replyAndClose: { 0: 30, 10: 30, 20: 30, 30: 'workOrderIsClosed' },
  reOpen: { 0: 'workOrderNotClosed', 10: 'workOrderNotClosed', 20: 'workOrderNotClosed', 30: 20 },
  pending: { 0: 0, 10: 10, 20: 20, 30: 'workOrderIsClosed' },
  evaluation: {
    0: 'workOrderEvaluateNotClosed',
    10: 'workOrderEvaluateNotClosed',
    20: 'workOrderEvaluateNotClosed',
    30: 'workOrderEvaluateNotOwner',
  },
};
const CUSTOMER: Record<WorkOrderAction, Record<WorkOrderStatus, number | string>> = {
  ...STAFF,
  assign: {
    0: 'workOrderStaffOnly',
    10: 'workOrderStaffOnly',
    20: 'workOrderStaffOnly',
    30: 'workOrderStaffOnly',
  },
  reply: { 0: 0, 10: 10, 20: 20, 30: 'workOrderIsClosed' },
  evaluation: { ...STAFF.evaluation, 30: 30 },
};

function outcome(status: WorkOrderStatus, action: WorkOrderAction, ctx: WorkOrderActionContext) {
  const t = workOrderTransition(status, action, ctx);
  return t.ok ? t.status : t.messageKey;
}

describe('work-order status machine', () => {
  for (const action of WORK_ORDER_ACTIONS) {
    for (const status of WORK_ORDER_STATUSES) {
      it(`staff ${action} from ${status}`, () => {
        expect(outcome(status, action, staff)).toBe(STAFF[action][status]);
      });
      it(`customer ${action} from ${status}`, () => {
        expect(outcome(status, action, customer)).toBe(CUSTOMER[action][status]);
      });
    }
  }

  it('re-opens to waiting assignment when nobody is assigned', () => {
    expect(outcome(30, 'reOpen', { side: 'staff', hasAssignee: false })).toBe(0);
  });

  it('lets the creator evaluate from the staff side (internal orders)', () => {
    expect(outcome(30, 'evaluation', { side: 'staff', hasAssignee: true, isCreator: true })).toBe(30);
  });

  it('knows open orders and empty replies', () => {
    expect(WORK_ORDER_STATUSES.filter(isWorkOrderOpen)).toEqual([0, 10, 20]);
    expect(isEmptyReply('  \n ')).toBe(true);
    expect(isEmptyReply(undefined)).toBe(true);
    expect(isEmptyReply(' ok ')).toBe(false);
  });
});
