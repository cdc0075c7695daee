import { describe, expect, it } from 'vitest';
import { waybillFeeColumnsFor, waybillListColumnsFor } from '../../lms/waybill/waybill-list.ts';
import { Permission } from '../../permissions.ts';
import { feeProfit, lmsFeeCriteria } from './lms-fee.ts';

describe('fee lists', () => {
  it('profit is customer less agent fees, exactly', () => {
    expect(feeProfit('124.85', '60.00')).toBe('64.85');
    expect(feeProfit('0.1', '0.3')).toBe('-0.20');
    expect(feeProfit('', '')).toBe('0.00');
  });

  it('criteria take fee statuses and upper-case the currency', () => {
    expect(lmsFeeCriteria.parse({ status: [0, 30], currency: 'usd' })).toMatchObject({
      status: [0, 30],
      currency: 'USD',
      numberType: 'waybillNo',
    });
    expect(lmsFeeCriteria.safeParse({ status: [5] }).success).toBe(false);
  });

  it('the waybill list shows a finance column only to staff holding each of its permissions', () => {
    const keys = (...args: Parameters<typeof waybillListColumnsFor>) =>
      waybillListColumnsFor(...args).map((c) => c.key);
    const both = [Permission.customerFeeList, Permission.agentFeeList];
    expect(keys('staff')).not.toContain('profit');
    expect(keys('staff', both)).toEqual(
      expect.arrayContaining(['customerFeeTotal', 'agentFeeTotal', 'profit']),
    );
    expect(keys('staff', [Permission.agentFeeList])).toContain('agentFeeTotal');
    expect(keys('staff', [Permission.agentFeeList])).not.toContain('profit');
    expect(keys('customer', both)).not.toContain('customerFeeTotal');
    expect(waybillFeeColumnsFor('staff', [Permission.customerFeeList])).toEqual({
      customer: true,
      agent: false,
    });
    expect(waybillFeeColumnsFor('customer', both)).toEqual({ customer: false, agent: false });
  });
});
