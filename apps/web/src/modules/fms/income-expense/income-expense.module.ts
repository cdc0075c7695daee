import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → Operating / non-operating income and expense: money in or out of a cash account under a subject. */
const operating = () =>
  import('./IncomeExpensePage.tsx').then((m) => ({ Component: m.OperatingIncomeExpensePage }));
const nonOperating = () =>
  import('./IncomeExpensePage.tsx').then((m) => ({ Component: m.NonOperatingIncomeExpensePage }));

export const incomeExpenseModule: WebModule = {
  routes: [
    {
      key: 'fms/operatingIncomeExpense',
      path: '/fms/operating-income-expense',
      area: 'staff',
      title: 'incomeExpense.route.operating',
      permission: Permission.operatingIncomeExpense,
      menuGroup: 'fms',
      load: operating,
    },
    {
      key: 'fms/nonOperatingIncomeExpense',
      path: '/fms/non-operating-income-expense',
      area: 'staff',
      title: 'incomeExpense.route.nonOperating',
      permission: Permission.nonOperatingIncomeExpense,
      menuGroup: 'fms',
      load: nonOperating,
    },
  ],
};
