import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { A_RMB, ACCOUNTS } from '#web/modules/fms/bank-transfer/transfer-test-kit.ts';
import { BankStatementPage } from './BankStatementPage.tsx';
import { mappingProblem } from './StatementImportDialog.tsx';

/** Importing a statement from the list: the file, then the mapping step. One session per file (import only). */

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

describe('StatementImportDialog', () => {
  it('imports: the account of the criteria, the file, then the mapping step until time and amount are mapped', async () => {
    opened = await openAt(`/fms/bank-statement?accountId=${A_RMB}`, <BankStatementPage />, answer, {
      permissions: [Permission.bankStatement, `${Permission.bankStatement}:import`],
    });
    await until(() => Boolean(byTestId('bank-statement-import')));
    await act(async () => byTestId('bank-statement-import')!.click());
    await settle();
    const ok = () => byTestId('statement-import-ok') as HTMLButtonElement;
    expect(ok().disabled).toBe(true);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await act(async () => {
      Object.defineProperty(input, 'files', { configurable: true, value: [new File(['x'], 'cmb.csv')] });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await settle();
    expect(ok().disabled).toBe(false);
    await act(async () => ok().click());
    await until(() => Boolean(byTestId('statement-import-sample')));
    expect(opened.posted('fms/accountFlow/importPreview')[0]).toMatchObject({ accountId: A_RMB });
    expect(document.body.textContent).toContain('Choose the trade time column');
    expect(ok().disabled).toBe(true);
  }, 30_000);
});

describe('mapping', () => {
  it('a mapping needs the trade time and an amount column or the in and out columns', () => {
    expect(mappingProblem({})).toBe('needTime');
    expect(mappingProblem({ tradeTime: 'D' })).toBe('needAmount');
    expect(mappingProblem({ tradeTime: 'D', amount: 'A' })).toBeUndefined();
    expect(mappingProblem({ tradeTime: 'D', outValue: 'O' })).toBeUndefined();
  });
});
