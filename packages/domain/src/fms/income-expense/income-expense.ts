import Decimal from 'decimal.js';
import { z } from 'zod';
import { moneySchema } from '../../lms/waybill/index.ts';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * Operating and non-operating income and expense (spec back-office §3): money that comes in or goes
 * out of a cash account under a subject, with its counterparty, certificates, invoice and related
 * document; non-operating ones may name the user reimbursed. An entry on an account posts an account
 * flow (income in, expense out); the system's own entries (exchange gain or loss of a write-off or a
 * transfer) are book entries without an account. A cancel posts the flow back and keeps the row.
 * docs/finance.md "Income and expense".
 */
export const INCOME_EXPENSE_KINDS = ['operating', 'nonOperating'] as const;
export type IncomeExpenseKind = (typeof INCOME_EXPENSE_KINDS)[number];

/** Number rule of income and expense numbers (seeded: SZ + yyMMdd + 4 digits, daily). */
export const INCOME_EXPENSE_NUMBER_RULE = 'fmsIncomeExpenseNo';

const uuid = z.uuid();
const positiveMoney = moneySchema.refine((v) => new Decimal(v).gt(0), { message: 'positive' });
const text = (max: number) => z.string().trim().max(max).optional();

export const incomeExpenseMakePayload = z.object({
  subjectId: uuid,
  accountId: uuid,
  /** In the account's currency. */
  value: positiveMoney,
  occurTime: z.coerce.date().optional(),
  counterparty: text(100),
  counterpartyAccount: text(50),
  needInvoice: z.boolean().default(false),
  invoiceNo: text(50),
  relatedNo: text(50),
  certificateFileIds: z.array(uuid).max(10).default([]),
  /** Non-operating only: the user the money was paid back to. */
  reimbursementUserId: uuid.optional(),
  remark: text(500),
  requestKey: z.string().trim().min(8).max(64).optional(),
});
export type IncomeExpenseMakePayload = z.output<typeof incomeExpenseMakePayload>;
export const incomeExpenseMakeAnswer = z.object({ id: z.string(), code: z.string() });
export const incomeExpenseIdPayload = z.object({ id: uuid });

export const incomeExpenseSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      code: z.string().trim().max(50).optional(),
      subjectId: uuid.optional(),
      accountId: uuid.optional(),
      direction: z.enum(['income', 'expense']).optional(),
      cancelled: z.boolean().optional(),
      /** Occur time in [from, to). */
      from: z.coerce.date().optional(),
      to: z.coerce.date().optional(),
    })
    .default({}),
});
export type IncomeExpenseCriteria = z.output<typeof incomeExpenseSearchPayload>['criteria'];

export const incomeExpenseRecordAnswer = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(INCOME_EXPENSE_KINDS),
  direction: z.enum(['income', 'expense']),
  subjectId: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  currency: z.string(),
  value: z.string(),
  /** The value in the local currency (RMB) at the occur day's rate. */
  localValue: z.string(),
  occurTime: timestampAnswer,
  counterparty: z.string().nullable(),
  counterpartyAccount: z.string().nullable(),
  needInvoice: z.boolean(),
  invoiceNo: z.string().nullable(),
  relatedNo: z.string().nullable(),
  certificateFileIds: z.array(z.string()),
  reimbursementUserName: z.string().nullable(),
  remark: z.string().nullable(),
  /** Posted by the system (exchange gain or loss), not by a user. */
  bySystem: z.boolean(),
  cancelTime: timestampAnswer.nullable(),
  createdByName: z.string().nullable(),
});
export type IncomeExpenseRecord = z.output<typeof incomeExpenseRecordAnswer>;

/** A subject to record under or to search by (every subject of a kind; the dialog keeps the manual ones). */
export const incomeExpenseSubjectAnswer = z.object({
  id: z.string(),
  code: z.string(),
  /** A system subject's name in the caller's language. */
  name: z.string(),
  kind: z.enum(INCOME_EXPENSE_KINDS),
  direction: z.enum(['income', 'expense']),
  isSystem: z.boolean(),
  enabled: z.boolean(),
});
