import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { pick, typeInto, uploadInDialog, wait } from '#web/modules/fms/charge-bill/charge-test-kit.tsx';
import { NonOperatingIncomeExpensePage, OperatingIncomeExpensePage } from './IncomeExpensePage.tsx';
import { A_USD, ACCOUNTS, entry, S_FINE, S_RENT, SUBJECTS } from './income-expense-test-kit.ts';

/** "New entry": only manual subjects of the kind, the amount in the account's currency, one request key. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const FILE_ID = '00000000-0000-4000-8000-0000000000c1';
const USER_ID = '00000000-0000-4000-8000-0000000000d1';
/** One session per file (it is loaded once): both kinds' screens and their "make". */
const GRANTED = [
  Permission.operatingIncomeExpense,
  `${Permission.operatingIncomeExpense}:make`,
  Permission.nonOperatingIncomeExpense,
  `${Permission.nonOperatingIncomeExpense}:make`,
];
const subjectCalls: string[] = [];
const answer = (path: string) => {
  if (path.includes('IncomeExpense/search')) return { records: [entry()], total: 1, page: 1, size: 50 };
  // every subject, whatever the kind asked: the dialog itself keeps the manual ones of its kind
  if (path.includes('IncomeExpense/subjects')) {
    subjectCalls.push(path);
    return SUBJECTS;
  }
  if (path.startsWith('fms/accountFlow/balances')) return ACCOUNTS;
  if (path.startsWith('user/user/autocomplete')) return [{ id: USER_ID, label: 'Ann Lee' }];
  if (path.startsWith('common/file/upload'))
    return [
      {
        id: FILE_ID,
        fileName: 'receipt.png',
        size: 1,
        contentType: 'image/png',
        isTemp: true,
        from: null,
        createBy: 'u1',
        createAt: '2026-01-01T00:00:00.000Z',
      },
    ];
  if (path.startsWith('fms/operatingIncomeExpense/make')) return { id: 'e9', code: 'SZ2601200003' };
  if (path.startsWith('fms/nonOperatingIncomeExpense/make')) return { id: 'e8', code: 'SZ2601200004' };
  return [];
};

/** The option texts of the select with a test id (opened and closed again). */
async function optionsOf(testId: string): Promise<string[]> {
  const select = byTestId(testId)!.closest('.ant-select')!;
  await act(async () => {
    (select.querySelector('.ant-select-selector') ?? select).dispatchEvent(
      new MouseEvent('mousedown', { bubbles: true }),
    );
  });
  await wait(150);
  const open = [...document.querySelectorAll('.ant-select-dropdown')].filter(
    (d) => !d.classList.contains('ant-select-dropdown-hidden'),
  );
  return [...(open.at(-1)?.querySelectorAll('.ant-select-item-option') ?? [])].map(
    (o) => o.textContent ?? '',
  );
}
const openDialog = async () => {
  await until(() => byTestId('income-expense-new') !== null);
  await act(async () => byTestId('income-expense-new')!.click());
  await settle();
};
const ok = async () => {
  await act(async () => byTestId('income-expense-ok')!.click());
  await settle();
};

describe('IncomeExpenseDialog', () => {
  it('offers enabled non-system subjects of the kind, and records with a request key', async () => {
    opened = await openAt('/fms/operating-income-expense', <OperatingIncomeExpensePage />, answer, {
      permissions: GRANTED,
    });
    await openDialog();
    await until(() => subjectCalls.length > 0);
    expect(await optionsOf('income-expense-subject')).toEqual(['RENT Office rent', 'SALE Scrap sale']);
    await pick('income-expense-subject', 'RENT Office rent');
    expect(byTestId('income-expense-direction')!.textContent).toBe('Expense');
    expect(byTestId('income-expense-reimbursement-user')).toBeNull();

    const accounts = await optionsOf('income-expense-account');
    expect(accounts).toHaveLength(3);
    expect(accounts.join()).not.toContain('Closed account');
    await pick('income-expense-account', 'HSBC USD (USD, balance 5000.00)');
    expect(byTestId('income-expense-form')!.textContent).toContain('Amount (USD)');

    await typeInto('income-expense-value', '0');
    await ok();
    expect(document.body.textContent).toContain('The amount must be above 0');
    expect(opened.posted('fms/operatingIncomeExpense/make')).toEqual([]);

    await typeInto('income-expense-value', '250.5');
    await typeInto('income-expense-counterparty', ' Landlord Ltd ');
    await act(async () => byTestId('income-expense-need-invoice')!.click());
    await typeInto('income-expense-invoice-no', 'INV-9');
    await act(async () => byTestId('income-expense-certificates-upload')!.click());
    await wait();
    await uploadInDialog(['receipt.png']);
    expect(byTestId('income-expense-certificates')!.textContent).toContain('receipt.png');
    await ok();
    await until(() => opened.posted('fms/operatingIncomeExpense/make').length === 1);
    const [body] = opened.posted('fms/operatingIncomeExpense/make');
    expect(body).toEqual({
      subjectId: S_RENT,
      accountId: A_USD,
      value: '250.5',
      counterparty: 'Landlord Ltd',
      needInvoice: true,
      invoiceNo: 'INV-9',
      certificateFileIds: [FILE_ID],
      requestKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    await until(() => document.body.textContent?.includes('Entry SZ2601200003 recorded') ?? false);
    await until(() => opened.posted('fms/operatingIncomeExpense/search').length > 1);
  }, 30_000);

  it('asks the reimbursed user on the non-operating screen only', async () => {
    subjectCalls.length = 0;
    opened = await openAt('/fms/non-operating-income-expense', <NonOperatingIncomeExpensePage />, answer, {
      permissions: GRANTED,
    });
    await openDialog();
    await until(() => subjectCalls.length > 0);
    expect(subjectCalls.at(-1)).toMatch(/^fms\/nonOperatingIncomeExpense\/subjects/);
    expect(await optionsOf('income-expense-subject')).toEqual(['FINE Fine paid']);
    await pick('income-expense-subject', 'FINE Fine paid');
    await pick('income-expense-account', 'ICBC Basic (RMB, balance 5000.00)');
    await typeInto('income-expense-value', '80');
    expect(byTestId('income-expense-reimbursement-user')).not.toBeNull();
    await pick('income-expense-reimbursement-user', 'Ann Lee');
    await ok();
    await until(() => opened.posted('fms/nonOperatingIncomeExpense/make').length === 1);
    expect(opened.posted('fms/nonOperatingIncomeExpense/make')[0]).toMatchObject({
      subjectId: S_FINE,
      value: '80',
      needInvoice: false,
      certificateFileIds: [],
      reimbursementUserId: USER_ID,
    });
    await until(() => document.body.textContent?.includes('Entry SZ2601200004 recorded') ?? false);
  }, 30_000);
});
