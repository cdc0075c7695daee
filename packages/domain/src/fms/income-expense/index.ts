export * from './income-expense.contracts.ts';
export * from './income-expense.messages.ts';
export * from './income-expense.ts';
export * from './index.light.ts';
