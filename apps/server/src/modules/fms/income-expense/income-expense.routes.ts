import { INCOME_EXPENSE_API, INCOME_EXPENSE_KINDS, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { cancelIncomeExpense, makeIncomeExpense } from './income-expense.service.ts';
import { incomeExpenseSubjects, searchIncomeExpense } from './income-expense-read.service.ts';

const CODES = {
  operating: Permission.operatingIncomeExpense,
  nonOperating: Permission.nonOperatingIncomeExpense,
} as const;

/** Operating and non-operating income and expense: `INCOME_EXPENSE_API` (staff only). */
export const incomeExpenseRoutes = INCOME_EXPENSE_KINDS.flatMap((kind) => {
  const API = INCOME_EXPENSE_API[kind];
  const P = CODES[kind];
  return [
    route({ contract: API.make, permission: `${P}:make`, handler: (c, b) => makeIncomeExpense(c, kind, b) }),
    route({
      contract: API.cancel,
      permission: `${P}:cancel`,
      handler: (c, b) => cancelIncomeExpense(c, kind, b),
    }),
    route({ contract: API.search, permission: P, handler: (c, b) => searchIncomeExpense(c, kind, b) }),
    route({ contract: API.subjects, permission: P, handler: (c) => incomeExpenseSubjects(c, kind) }),
  ];
});
