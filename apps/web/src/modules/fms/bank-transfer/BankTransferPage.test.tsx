import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { BankTransferPage } from './BankTransferPage.tsx';
import { A_RMB, ACCOUNTS, transfer } from './transfer-test-kit.ts';

/** The transfer list: criteria from the URL, rates only across currencies, cancel after a confirmation. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const live = transfer();
const gone = transfer({
  id: '00000000-0000-4000-8000-0000000000e2',
  transferNo: 'ZZ2601040001',
  toAccountId: '00000000-0000-4000-8000-0000000000a3',
  toAccountName: 'Cash box',
  toCurrency: 'RMB',
  rate: '1',
  bookRate: '1',
  toValue: '20.00',
  value: '20.00',
  exchangeGainLoss: '0.00',
  cancelTime: '2026-01-06T00:00:00.000Z',
});
const answer = (path: string) => {
  if (path.startsWith('fms/bankTransfer/search'))
    return { records: [live, gone], total: 2, page: 1, size: 50 };
  if (path.startsWith('fms/accountFlow/balances')) return ACCOUNTS;
  if (path.startsWith('fms/bankTransfer/cancel')) return null;
  return [];
};

describe('BankTransferPage', () => {
  it('searches by the URL, shows both sides and the rates across currencies, and cancels after confirming', async () => {
    opened = await openAt(
      `/fms/bank-transfer?accountId=${A_RMB}&transferNo=ZZ26&cancelled=0`,
      <BankTransferPage />,
      answer,
      {
        permissions: [Permission.bankTransfer, `${Permission.bankTransfer}:cancel`],
      },
    );
    await until(() => Boolean(byTestId('bank-transfer-table')?.textContent?.includes('ZZ2601050001')));
    expect(opened.posted('fms/bankTransfer/search')[0]).toMatchObject({
      page: 1,
      criteria: { accountId: A_RMB, transferNo: 'ZZ26', cancelled: false },
    });
    expect(inputValue('bank-transfer-no')).toBe('ZZ26');
    const rows = [...byTestId('bank-transfer-table')!.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows[0]!.textContent).toContain('1000.00 RMB');
    expect(rows[0]!.textContent).toContain('140.00 USD');
    expect(rows[0]!.textContent).toContain('0.1400');
    expect(rows[0]!.textContent).toContain('-12.50');
    expect(rows[1]!.textContent).toContain('Cancelled');
    expect(rows[1]!.textContent).not.toContain('0.1400');
    expect(byTestId('bank-transfer-cancel-ZZ2601040001')).toBeNull();
    expect(byTestId('bank-transfer-new')).toBeNull();

    await act(async () => byTestId('bank-transfer-cancel-ZZ2601050001')!.click());
    await settle();
    expect(document.body.textContent).toContain('Cancel transfer ZZ2601050001?');
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('fms/bankTransfer/cancel')).toEqual([{ id: live.id }]);
    await until(() => opened.posted('fms/bankTransfer/search').length > 1);
  }, 30_000);
});
