import { describe, expect, it } from 'vitest';
import { FEE_SUBJECT_NAMES } from '../fee/index.light.ts';
import { AGENT_ADJUSTMENT_SUBJECT } from './agent-reconcile-labels.ts';
import { agentStatementAmount, type OurFee, reconcileStatement } from './agent-reconcile-match.ts';

const fee = (number: string, value: string, currency = 'USD'): OurFee => ({
  waybillId: `id-${number}`,
  waybillNo: number,
  number,
  currency,
  value,
});

describe('agent statement reconciliation (pure matching)', () => {
  it('sorts lines into matched, different (theirs − ours), only theirs and only ours', () => {
    const { lines, totals } = reconcileStatement(
      [
        { row: 2, number: 'W1', amount: '10.00', currency: 'USD' },
        { row: 3, number: 'W2', amount: '12.50', currency: 'usd' },
        { row: 4, number: 'W3', amount: '7', currency: 'USD' },
      ],
      [fee('W1', '10'), fee('W2', '10.00'), fee('W4', '4.25')],
    );
    expect(lines.map((l) => [l.kind, l.number, l.ours, l.theirs, l.difference])).toEqual([
      ['matched', 'W1', '10.00', '10.00', '0.00'],
      ['different', 'W2', '10.00', '12.50', '2.50'],
      ['onlyTheirs', 'W3', null, '7.00', '7.00'],
      ['onlyOurs', 'W4', '4.25', null, '-4.25'],
    ]);
    expect(lines[1]).toMatchObject({ waybillId: 'id-W2', rows: [3], currency: 'USD' });
    expect(totals.map((t) => [t.kind, t.count, t.difference])).toEqual([
      ['matched', 1, '0.00'],
      ['different', 1, '2.50'],
      ['onlyTheirs', 1, '7.00'],
      ['onlyOurs', 1, '-4.25'],
    ]);
  });

  it('sums duplicate waybill lines on both sides and keeps their rows and fee names', () => {
    const { lines } = reconcileStatement(
      [
        { row: 2, number: 'W1', amount: '6.10', currency: 'USD', feeName: 'Freight' },
        { row: 5, number: ' w1 ', amount: '3.90', currency: 'USD', feeName: 'Fuel' },
      ],
      [fee('W1', '8.00'), fee('W1', '2.00')],
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'matched',
      ours: '10.00',
      theirs: '10.00',
      rows: [2, 5],
      feeNames: ['Freight', 'Fuel'],
    });
  });

  it('rounds each side to the cent, half up, before comparing', () => {
    const { lines } = reconcileStatement(
      [
        { row: 2, number: 'W1', amount: '10.004', currency: 'USD' },
        { row: 3, number: 'W2', amount: '10.005', currency: 'USD' },
        { row: 4, number: 'W3', amount: '0.1', currency: 'USD' },
        { row: 5, number: 'W3', amount: '0.2', currency: 'USD' },
      ],
      [fee('W1', '10.00'), fee('W2', '10.00'), fee('W3', '0.30')],
    );
    expect(lines.map((l) => [l.number, l.kind, l.difference])).toEqual([
      ['W1', 'matched', '0.00'],
      ['W3', 'matched', '0.00'],
      ['W2', 'different', '0.01'],
    ]);
  });

  it('refuses a line in another currency than our fees of its waybill, and lines without number, amount or currency', () => {
    const { lines, totals } = reconcileStatement(
      [
        { row: 2, number: 'W1', amount: '10', currency: 'EUR' },
        { row: 3, number: '', amount: '1', currency: 'USD' },
        { row: 4, number: 'W2', amount: 'abc', currency: 'USD' },
        { row: 5, number: 'W2', amount: '1,234.50', currency: '' },
      ],
      [fee('W1', '10')],
    );
    const refused = lines.filter((l) => l.kind === 'refused');
    expect(refused.map((l) => [l.rows, l.messageKey, l.messageParams])).toEqual(
      expect.arrayContaining([
        [[2], 'agentReconcileLineCurrency', [2, 'EUR', 'W1', 'USD']],
        [[3], 'agentReconcileLineNoNumber', [3]],
        [[4], 'agentReconcileLineAmount', [4, 'abc']],
        [[5], 'agentReconcileLineNoCurrency', [5]],
      ]),
    );
    // the refused EUR line leaves our USD fees unmatched
    expect(lines.find((l) => l.kind === 'onlyOurs')).toMatchObject({ number: 'W1', ours: '10.00' });
    expect(totals.find((t) => t.kind === 'refused')).toMatchObject({ count: 4, currency: null });
  });

  it('reads amounts with thousands separators and spaces; the adjustment subject is named', () => {
    expect(agentStatementAmount('1,234.50')?.toFixed(2)).toBe('1234.50');
    expect(agentStatementAmount(' -3 ')?.toFixed(2)).toBe('-3.00');
    expect(agentStatementAmount('1.2.3')).toBeNull();
    expect(FEE_SUBJECT_NAMES[AGENT_ADJUSTMENT_SUBJECT]?.['en-US']).toBe('Reconciliation adjustment');
  });
});
