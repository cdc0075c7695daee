import { FeeStatus } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { feeCriteria, feeStatusColour, isCheckable } from './fee-criteria.ts';

describe('fee list criteria', () => {
  it('drops blanks, trims texts and upper-cases the currency', () => {
    expect(feeCriteria({ numbers: '  ', subjectName: ' ', status: [], currency: '' })).toEqual({});
    expect(feeCriteria({ numbers: ' FD1 FD2 ', subjectName: ' Freight ', currency: 'usd ' })).toEqual({
      numbers: 'FD1 FD2',
      numberType: 'waybillNo',
      subjectName: 'Freight',
      currency: 'USD',
    });
  });

  it('turns yes / no selects into flags and days into instants', () => {
    const out = feeCriteria({
      isManual: 'yes',
      hasCalError: 'no',
      isCheck: undefined,
      belongTime: ['2026-01-01', '2026-01-31'],
    });
    expect(out.isManual).toBe(true);
    expect(out.hasCalError).toBe(false);
    expect(out).not.toHaveProperty('isCheck');
    const [from, to] = out.belongTime as unknown as [string, string];
    expect(new Date(from).getDate()).toBe(1);
    expect(new Date(to).getDate()).toBe(31);
  });

  it('colours the status and refuses checking written-off rows', () => {
    expect(feeStatusColour(FeeStatus.billed)).toBe('success');
    expect(isCheckable({ status: FeeStatus.writtenOff })).toBe(false);
    expect(isCheckable({ status: FeeStatus.confirmed })).toBe(true);
  });
});
