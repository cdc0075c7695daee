import { Permission } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { abilitiesOf } from './abilities.ts';

const CUSTOMER_CODES = [
  Permission.workOrder,
  Permission.workOrderInsert,
  Permission.workOrderReply,
  Permission.workOrderClose,
  Permission.workOrderReOpen,
  Permission.workOrderEvaluation,
];
const customer = { userType: 'customer' as const, userId: 'c1', permissions: CUSTOMER_CODES };
const staff = (permissions: string[]) => ({ userType: 'staff' as const, userId: 'u1', permissions });

describe('what the detail dialog offers', () => {
  it('lets the customer reply while open and rate once closed, never pend or assign', () => {
    expect(abilitiesOf({ status: 20, createBy: 'c1' }, customer)).toMatchObject({
      reply: true,
      evaluate: false,
      pending: false,
      assign: false,
    });
    expect(abilitiesOf({ status: 30, createBy: 'c1' }, customer)).toMatchObject({
      reply: false,
      reOpen: true,
      evaluate: true,
    });
  });

  it('gives staff each action by its code, and rating only of an order they created', () => {
    const codes = [Permission.workOrderReply, Permission.workOrderPending, Permission.workOrderEvaluation];
    expect(abilitiesOf({ status: 10, createBy: 'c1' }, staff(codes))).toMatchObject({
      reply: true,
      replyAndClose: false,
      close: false,
      pending: true,
      assign: false,
    });
    expect(abilitiesOf({ status: 30, createBy: 'c1' }, staff(codes)).evaluate).toBe(false);
    expect(abilitiesOf({ status: 30, createBy: 'u1' }, staff(codes)).evaluate).toBe(true);
  });
});
