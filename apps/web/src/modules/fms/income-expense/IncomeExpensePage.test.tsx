import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { inputValue, type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { NonOperatingIncomeExpensePage, OperatingIncomeExpensePage } from './IncomeExpensePage.tsx';
import { A_RMB, ACCOUNTS, entry, S_RENT, subjectsOf } from './income-expense-test-kit.ts';

/** The entry lists: criteria from the URL, each kind its own address, cancel after a confirmation. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

/** One session per file (it is loaded once): both screens, the operating cancel. */
const OP = [
  Permission.operatingIncomeExpense,
  Permission.nonOperatingIncomeExpense,
  `${Permission.operatingIncomeExpense}:cancel`,
];
const live = entry();
const gone = entry({
  id: '00000000-0000-4000-8000-0000000000f2',
  code: 'SZ2601040001',
  cancelTime: '2026-01-06T00:00:00.000Z',
});
const system = entry({
  id: '00000000-0000-4000-8000-0000000000f3',
  code: 'SZ2601030001',
  direction: 'income',
  subjectCode: 'FXGAIN',
  subjectName: 'Exchange gain',
  accountId: null,
  accountName: null,
  value: '12.50',
  localValue: '12.50',
  bySystem: true,
  createdByName: null,
});
const subjectCalls: string[] = [];
const answer = (path: string) => {
  if (path.startsWith('fms/operatingIncomeExpense/search'))
    return { records: [live, gone, system], total: 3, page: 2, size: 50 };
  if (path.startsWith('fms/nonOperatingIncomeExpense/search'))
    return {
      records: [entry({ kind: 'nonOperating', reimbursementUserName: 'Ann Lee' })],
      total: 1,
      page: 1,
      size: 50,
    };
  if (path.includes('IncomeExpense/subjects')) {
    subjectCalls.push(path);
    return subjectsOf('operating');
  }
  if (path.startsWith('fms/accountFlow/balances')) return ACCOUNTS;
  if (path.startsWith('fms/operatingIncomeExpense/cancel')) return null;
  return [];
};
const rows = () => [...byTestId('income-expense-table')!.querySelectorAll('tbody tr.ant-table-row')];

describe('IncomeExpensePage', () => {
  it('searches by the URL, shows the entries, and cancels after confirming (never a system entry)', async () => {
    opened = await openAt(
      `/fms/operating-income-expense?code=SZ26&subjectId=${S_RENT}&accountId=${A_RMB}&direction=expense&cancelled=0&occurTime=2026-01-01..2026-01-31&page=2`,
      <OperatingIncomeExpensePage />,
      answer,
      { permissions: OP },
    );
    await until(() => Boolean(byTestId('income-expense-table')?.textContent?.includes('SZ2601050001')));
    const [body] = opened.posted('fms/operatingIncomeExpense/search');
    expect(body).toMatchObject({
      page: 2,
      criteria: { code: 'SZ26', subjectId: S_RENT, accountId: A_RMB, direction: 'expense', cancelled: false },
    });
    const criteria = body!.criteria as Record<string, string>;
    expect(new Date(criteria.from!).getTime()).toBe(new Date(2026, 0, 1).getTime());
    expect(new Date(criteria.to!).getTime()).toBe(new Date(2026, 1, 1).getTime());
    expect(opened.posted('fms/nonOperatingIncomeExpense/search')).toEqual([]);
    expect(subjectCalls.at(-1)).toMatch(/^fms\/operatingIncomeExpense\/subjects/);
    expect(inputValue('income-expense-code')).toBe('SZ26');
    await until(() => byTestId('income-expense-criteria')!.textContent!.includes('RENT Office rent'));
    expect(byTestId('income-expense-criteria')!.textContent).toContain('ICBC Basic (RMB)');
    expect(byTestId('income-expense-criteria')!.textContent).toContain('Expense');

    const [first, second, third] = rows();
    expect(first!.textContent).toContain('RENT Office rent');
    expect(first!.textContent).toContain('3000.00');
    expect(first!.textContent).toContain('INV-77');
    expect(first!.textContent).toContain('Live');
    expect(first!.querySelector('.ant-tag-red')?.textContent).toBe('Expense');
    expect(second!.textContent).toContain('Cancelled');
    expect(third!.textContent).toContain('System');
    expect(third!.querySelector('.ant-tag-green')?.textContent).toBe('Income');
    expect(byTestId('income-expense-table')!.textContent).not.toContain('Reimbursed user');
    expect(byTestId('income-expense-cancel-SZ2601040001')).toBeNull();
    expect(byTestId('income-expense-cancel-SZ2601030001')).toBeNull();
    expect(byTestId('income-expense-new')).toBeNull();

    await act(async () => byTestId('income-expense-cancel-SZ2601050001')!.click());
    await settle();
    expect(document.body.textContent).toContain('Cancel entry SZ2601050001?');
    await act(async () => byTestId('confirm-ok')!.click());
    await settle();
    expect(opened.posted('fms/operatingIncomeExpense/cancel')).toEqual([{ id: live.id }]);
    await until(() => opened.posted('fms/operatingIncomeExpense/search').length > 1);
  }, 30_000);

  it('the non-operating screen searches its own address and shows the reimbursed user', async () => {
    opened = await openAt(
      '/fms/non-operating-income-expense?direction=income',
      <NonOperatingIncomeExpensePage />,
      answer,
      { permissions: OP },
    );
    await until(() => Boolean(byTestId('income-expense-table')?.textContent?.includes('Ann Lee')));
    expect(opened.posted('fms/nonOperatingIncomeExpense/search')[0]).toMatchObject({
      page: 1,
      criteria: { direction: 'income' },
    });
    expect(opened.posted('fms/operatingIncomeExpense/search')).toEqual([]);
    expect(subjectCalls.at(-1)).toMatch(/^fms\/nonOperatingIncomeExpense\/subjects/);
    expect(byTestId('income-expense-table')!.textContent).toContain('Reimbursed user');
  }, 30_000);
});
