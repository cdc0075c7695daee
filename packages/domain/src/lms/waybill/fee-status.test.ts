import { describe, expect, it } from 'vitest';
import { FeeStatus } from './drawer-rules.ts';
import { FEE_STATUS_OPTIONS, feeTotals } from './fee-status.ts';
import { checkWaybillEditable, waybillUpdateSchema } from './waybill-update.ts';

describe('waybill fees', () => {
  it('has the four status codes of DESIGN.md §5 with labels', () => {
    expect(FEE_STATUS_OPTIONS.map((o) => o.value)).toEqual([0, 10, 20, 30]);
    expect(FeeStatus.billed).toBe(20);
  });

  it('totals per currency and the converted total without floating point', () => {
    const t = feeTotals([
      { value: '0.10', currency: 'USD', conversionValue: '0.70' },
      { value: '0.20', currency: 'USD', conversionValue: '1.40' },
      { value: '15.00', currency: 'RMB', conversionValue: '15.00' },
    ]);
    expect(t.byCurrency).toEqual([
      { currency: 'USD', total: '0.30' },
      { currency: 'RMB', total: '15.00' },
    ]);
    expect(t.conversionTotal).toBe('17.10');
    expect(feeTotals([])).toEqual({ byCurrency: [], conversionTotal: '0.00' });
  });
});

describe('staff waybill edit', () => {
  it('is allowed before departure only', () => {
    expect(checkWaybillEditable('order')).toBeUndefined();
    expect(checkWaybillEditable('waitSend')).toBeUndefined();
    expect(checkWaybillEditable('departure')?.key).toBe('lmsUpdateOnlyBeforeSend');
    expect(checkWaybillEditable('delivered')?.key).toBe('lmsUpdateOnlyBeforeSend');
    expect(checkWaybillEditable('returned')?.key).toBe('lmsUpdateOnlyBeforeSend');
  });

  it('clears blank customer numbers and needs the version', () => {
    const base = {
      id: '5f0c9a9e-1111-4111-8111-111111111111',
      sender: { name: 'A', countryCode: 'CN', address1: 'x' },
      recipient: { name: 'B', countryCode: 'US', city: 'LA', address1: 'y' },
      invoice: { declareValue: '1' },
    };
    expect(waybillUpdateSchema.safeParse(base).success).toBe(false);
    const ok = waybillUpdateSchema.parse({ ...base, version: 2, customerNo: '  ', orderRemark: 'r' });
    expect(ok.customerNo).toBeNull();
    expect(ok.orderRemark).toBe('r');
  });
});
