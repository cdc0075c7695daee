import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { A_RMB } from '#web/modules/fms/bank-transfer/transfer-test-kit.ts';
import { BankStatementPage } from './BankStatementPage.tsx';
import { answer, lines } from './statement-test-kit.ts';

/** The statement lines: criteria and tab from the URL, the totals, actions by permission, claim. One session per file. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

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
