import { Permission } from '@freightdesk/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { until } from '#web/components/resource/list-test-kit.tsx';
import { type Opened, openAt } from '#web/components/resource/list-view-kit.tsx';
import { NonOperatingIncomeExpensePage, OperatingIncomeExpensePage } from './IncomeExpensePage.tsx';
import { ACCOUNTS, entry, subjectsOf } from './income-expense-test-kit.ts';

/** A user holding only the screen (no action codes, or the other kind's) sees the entries without "New entry" or cancel. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const subjectCalls: string[] = [];
const answer = (path: string) => {
  if (path.includes('IncomeExpense/search')) return { records: [entry()], total: 1, page: 1, size: 50 };
  if (path.includes('IncomeExpense/subjects')) {
    subjectCalls.push(path);
    return subjectsOf('operating');
  }
  if (path.startsWith('fms/accountFlow/balances')) return ACCOUNTS;
  return [];
};
/** One session per file (it is loaded once): the operating codes only, as a role might grant them. */
const GRANTED = [
  Permission.operatingIncomeExpense,
  Permission.nonOperatingIncomeExpense,
  `${Permission.operatingIncomeExpense}:make`,
  `${Permission.operatingIncomeExpense}:cancel`,
];

describe('income-and-expense actions need their grants', () => {
  it('hides "New entry" and the cancel without their codes (the other kind’s do not count)', async () => {
    opened = await openAt('/fms/non-operating-income-expense', <NonOperatingIncomeExpensePage />, answer, {
      permissions: GRANTED,
    });
    await until(() => Boolean(byTestId('income-expense-table')?.textContent?.includes('SZ2601050001')));
    expect(byTestId('income-expense-new')).toBeNull();
    expect(byTestId('income-expense-cancel-SZ2601050001')).toBeNull();
    expect(byTestId('income-expense-table')!.textContent).not.toContain('Actions');
    expect(opened.posted('fms/nonOperatingIncomeExpense/search')[0]).toMatchObject({ page: 1, criteria: {} });
  }, 30_000);

  it('shows them on the kind whose codes are held', async () => {
    opened = await openAt('/fms/operating-income-expense', <OperatingIncomeExpensePage />, answer, {
      permissions: GRANTED,
    });
    await until(() => Boolean(byTestId('income-expense-table')?.textContent?.includes('SZ2601050001')));
    expect(byTestId('income-expense-new')).not.toBeNull();
    expect(byTestId('income-expense-cancel-SZ2601050001')).not.toBeNull();
  }, 30_000);
});
