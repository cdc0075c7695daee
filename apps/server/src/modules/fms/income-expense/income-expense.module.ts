import { onWriteOff, onWriteOffCancel } from '#modules/fms/ledger/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { cancelWriteOffExchange, postWriteOffExchange } from './exchange-posting.ts';
import { seedIncomeExpenseDemo } from './income-expense.demo.ts';
import { incomeExpenseRoutes } from './income-expense.routes.ts';
import { fmsIncomeExpense } from './income-expense.schema.ts';

onWriteOff(postWriteOffExchange);
onWriteOffCancel(cancelWriteOffExchange);

/** Operating and non-operating income and expense, and the system's exchange gain or loss (issue 16). */
export const incomeExpenseModule: ModuleManifest = {
  name: 'fms/income-expense',
  tables: { fmsIncomeExpense },
  routes: incomeExpenseRoutes,
  seeds: { demo: seedIncomeExpenseDemo },
};
