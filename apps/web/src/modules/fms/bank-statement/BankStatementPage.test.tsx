import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { A_RMB, ACCOUNTS } from '#web/modules/fms/bank-transfer/transfer-test-kit.ts';
import { BankStatementPage } from './BankStatementPage.tsx';

/** The statement lines: criteria and tab from the URL, the totals, actions by permission, claim. One session per file. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const line = (row: number, value: string, over: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000b00${row}`,
  statementId: '00000000-0000-4000-8000-0000000000c1',
  row,
  accountId: A_RMB,
  accountName: 'ICBC Basic',
  currency: 'RMB',
  tradeTime: '2026-11-02T02:00:00.000Z',
  value,
  counterpartyName: 'Unknown Trading',
  counterpartyCard: null,
  summary: 'goods',
  bankRef: null,
  matchKind: null,
  matchNo: null,
  matchSource: null,
  ruleName: null,
  matchedAt: null,
  matchedByName: null,
  ...over,
});
const lines = [
  line(2, '1880.00'),
  line(3, '-25.00', {
    matchKind: 'book',
    matchNo: 'SZ2611020001',
    matchSource: 'expense',
    ruleName: 'Bank charges',
  }),
];
const answer = (path: string) => {
  if (path.startsWith('fms/accountFlow/statementLines'))
    return {
      records: lines,
      total: 2,
      page: 1,
      size: 50,
      totals: { in: '1880.00', out: '-25.00', matched: '-25.00', unmatched: '1880.00' },
    };
  if (path.startsWith('fms/accountFlow/balances')) return ACCOUNTS;
  if (path.startsWith('fms/accountFlow/claim')) return { chargeId: 'c', chargeNo: 'SK2611020001' };
  if (path.startsWith('fms/accountFlow/smartCategory'))
    return { matched: 1, booked: 0, claimed: 0, notFound: 0, unmatched: 1 };
  if (path.startsWith('common/file/upload')) return [{ id: '00000000-0000-4000-8000-0000000000f1' }];
  if (path.startsWith('fms/accountFlow/importPreview'))
    return {
      headers: ['Date', 'Amount'],
      sample: [['2026-11-02', '10']],
      mapping: {},
      remembered: false,
      rows: 1,
    };
  return null;
};

describe('BankStatementPage', () => {
  it('searches by the URL, shows the totals and each line’s match, claims money in after confirming', async () => {
    opened = await openAt(
      `/fms/bank-statement?accountId=${A_RMB}&keyword=goods&tab=unmatched`,
      <BankStatementPage />,
      answer,
      {
        permissions: [
          Permission.bankStatement,
          `${Permission.bankStatement}:claim`,
          `${Permission.bankStatement}:smartCategory`,
        ],
      },
    );
    await until(() => Boolean(byTestId('bank-statement-table')?.textContent?.includes('Unknown Trading')));
    expect(opened.posted('fms/accountFlow/statementLines')[0]).toMatchObject({
      page: 1,
      criteria: { accountId: A_RMB, keyword: 'goods', status: 'unmatched' },
    });
    expect(byTestId('bank-statement-totals')!.textContent).toBe(
      'In 1880.00, out -25.00, matched -25.00, unmatched 1880.00',
    );
    const rows = [...byTestId('bank-statement-table')!.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows[0]!.textContent).toContain('+1880.00');
    expect(rows[1]!.textContent).toContain('Booked');
    expect(rows[1]!.textContent).toContain('SZ2611020001 Expense');
    // claim but not match: no match or unmatch buttons, no import
    expect(byTestId('statement-match-2')).toBeNull();
    expect(byTestId('statement-unmatch-3')).toBeNull();
    expect(byTestId('bank-statement-import')).toBeNull();
    expect(byTestId('statement-claim-3')).toBeNull();

    await act(async () => byTestId('statement-claim-2')!.click());
    await settle();
    expect(document.body.textContent).toContain('Register row 2 (1880.00) as an unclaimed receipt?');
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('fms/accountFlow/claim')).toEqual([{ lineId: lines[0]!.id }]);

    await act(async () => byTestId('bank-statement-smart')!.click());
    await settle();
    expect(opened.posted('fms/accountFlow/smartCategory')[0]).toMatchObject({ accountId: A_RMB });
    await until(() =>
      document.body.textContent!.includes('1 matched, 0 booked, 0 sent to claim; 1 still unmatched'),
    );
  }, 30_000);
});
