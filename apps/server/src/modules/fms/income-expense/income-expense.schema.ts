import type { IncomeExpenseKind } from '@freightdesk/domain';
import { boolean, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { fmsCashAccountTable } from '#modules/fms/cash-account/index.ts';
import { fmsSubjectTable } from '#modules/fms/subject/index.ts';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

/**
 * Operating and non-operating income and expense; `value` is positive, the direction comes from the
 * subject. An entry with an account moved money (an account flow); one without is a book entry of
 * the system (exchange gain or loss). A cancelled entry keeps its row with its cancel time.
 */
export const fmsIncomeExpense = pgTable(
  'fms_income_expense',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    kind: text().$type<IncomeExpenseKind>().notNull(),
    direction: text().$type<'income' | 'expense'>().notNull(),
    subjectId: uuid()
      .notNull()
      .references(() => fmsSubjectTable.id),
    accountId: uuid().references(() => fmsCashAccountTable.id),
    currency: text().notNull(),
    value: ledgerMoney().notNull(),
    rate: numeric({ precision: 18, scale: 8 }).notNull(),
    localValue: ledgerMoney().notNull(),
    occurTime: instant().notNull(),
    counterparty: text(),
    counterpartyAccount: text(),
    needInvoice: boolean().notNull().default(false),
    invoiceNo: text(),
    relatedNo: text(),
    relatedId: uuid(),
    certificateFileIds: uuid().array().notNull().default([]),
    reimbursementUserId: uuid(),
    reimbursementUserName: text(),
    remark: text(),
    bySystem: boolean().notNull().default(false),
    cancelTime: instant(),
    cancelledBy: uuid(),
    ...createdColumns(),
  },
  (t) => [
    index('fms_income_expense_kind_idx').on(t.kind, t.occurTime),
    index('fms_income_expense_related_idx').on(t.relatedId),
  ],
);
