import { describe, expect, it } from 'vitest';
import { batchValues, splitUpdatable } from './batch-update.ts';

describe('batch update screen rules', () => {
  it('sends only the chosen fields; empty clears, paperless defaults to no', () => {
    expect(
      batchValues(['orderRemark', 'isPaperLess', 'tradeClause'], {
        orderRemark: '  handle with care ',
        declareType: 'ignored',
      }),
    ).toEqual({ orderRemark: 'handle with care', isPaperLess: false, tradeClause: '' });
    expect(batchValues([], { orderRemark: 'x' })).toEqual({});
  });

  it('leaves out sent waybills for staff and received ones for customers', () => {
    const rows = [
      { waybillNo: 'A', status: 'order' as const },
      { waybillNo: 'B', status: 'received' as const },
      { waybillNo: 'C', status: 'departure' as const },
    ];
    const staff = splitUpdatable(rows, 'staff');
    expect(staff.updatable.map((r) => r.waybillNo)).toEqual(['A', 'B']);
    expect(staff.locked.map((r) => r.waybillNo)).toEqual(['C']);
    expect(splitUpdatable(rows, 'customer').updatable.map((r) => r.waybillNo)).toEqual(['A']);
  });
});
