import { z } from 'zod';
import { nullAnswer, searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  type IncomeExpenseKind,
  incomeExpenseIdPayload,
  incomeExpenseMakeAnswer,
  incomeExpenseMakePayload,
  incomeExpenseRecordAnswer,
  incomeExpenseSearchPayload,
  incomeExpenseSubjectAnswer,
} from './income-expense.ts';

const BASE: Record<IncomeExpenseKind, `/${string}`> = {
  operating: '/fms/operatingIncomeExpense',
  nonOperating: '/fms/nonOperatingIncomeExpense',
};

function incomeExpenseApi(kind: IncomeExpenseKind) {
  const base = BASE[kind];
  return {
    make: defineEndpoint({
      method: 'POST',
      url: `${base}/make`,
      input: incomeExpenseMakePayload,
      output: incomeExpenseMakeAnswer,
      summary: `Records ${kind} income or expense on a cash account (retry-safe): a flow in or out`,
    }),
    cancel: defineEndpoint({
      method: 'POST',
      url: `${base}/cancel`,
      input: incomeExpenseIdPayload,
      output: nullAnswer,
      summary: `Cancels ${kind} income or expense: its flow is posted back`,
    }),
    search: defineEndpoint({
      method: 'POST',
      url: `${base}/search`,
      input: incomeExpenseSearchPayload,
      output: searchResultOf(incomeExpenseRecordAnswer),
      summary: `${kind} income and expense, newest first`,
    }),
    subjects: defineEndpoint({
      method: 'GET',
      url: `${base}/subjects`,
      input: z.object({}),
      output: incomeExpenseSubjectAnswer.array(),
      summary: `The subjects of ${kind} income and expense, by code`,
    }),
  };
}

/** Operating and non-operating income and expense (DESIGN §4 "Finance, payables and treasurer"). */
export const INCOME_EXPENSE_API = {
  operating: incomeExpenseApi('operating'),
  nonOperating: incomeExpenseApi('nonOperating'),
};
