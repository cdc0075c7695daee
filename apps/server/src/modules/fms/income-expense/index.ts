/** The public face of this module: what other modules use of it. */
export { cancelExchange, postExchange } from './exchange-posting.ts';
export { fmsIncomeExpense } from './income-expense.schema.ts';
export { cancelIncomeExpense, makeIncomeExpense } from './income-expense.service.ts';
