import type { AccountFlowSourceValue } from '@freightdesk/domain';
import { bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { fmsCashAccountTable } from '#modules/fms/cash-account/index.ts';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

/**
 * The cached balance of a cash account: its opening balance + Σ its flows, made on the first flow
 * and updated in the transaction that writes each flow. Every flow locks this row first (`FOR UPDATE`).
 */
export const fmsAccountBalance = pgTable('fms_account_balance', {
  accountId: uuid()
    .primaryKey()
    .references(() => fmsCashAccountTable.id),
  currency: text().notNull(),
  balance: ledgerMoney().notNull(),
  updatedAt: instant().notNull().defaultNow(),
});

/** Immutable account-flow rows; `value` is signed (in +, out −), `balance` the account's after it. */
export const fmsAccountFlow = pgTable(
  'fms_account_flow',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order of the rows (the balance column follows it). */
    seq: bigserial({ mode: 'number' }).notNull(),
    accountId: uuid()
      .notNull()
      .references(() => fmsCashAccountTable.id),
    source: text().$type<AccountFlowSourceValue>().notNull(),
    value: ledgerMoney().notNull(),
    balance: ledgerMoney().notNull(),
    currency: text().notNull(),
    /** When the money moved (a receipt's pay time, a transfer's time). */
    flowTime: instant().notNull(),
    relatedId: uuid(),
    relatedNo: text(),
    objectCode: text(),
    summary: text(),
    ...createdColumns(),
  },
  (t) => [
    index('fms_account_flow_account_idx').on(t.accountId, t.seq.desc()),
    index('fms_account_flow_seq_idx').on(t.seq.desc()),
    index('fms_account_flow_account_time_idx').on(t.accountId, t.flowTime),
    index('fms_account_flow_related_idx').on(t.relatedNo),
  ],
);
