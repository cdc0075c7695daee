import type { BalanceFlowTypeValue } from '@freightdesk/domain';
import { bigserial, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

/**
 * The cached balance of a customer (DESIGN §9): only ever the sum of its counted flows, updated in the
 * transaction that writes the flow. Every money write locks this row first (`FOR UPDATE`).
 */
export const fmsCustomerBalance = pgTable('fms_customer_balance', {
  customerId: uuid().primaryKey(),
  currency: text().notNull(),
  balance: ledgerMoney().notNull().default('0'),
  updatedAt: instant().notNull().defaultNow(),
});

/** Immutable balance-flow rows (spec §4 types 0–7, 10); `balance` is the balance after the row. */
export const fmsBalanceFlow = pgTable(
  'fms_balance_flow',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The order of the rows (the balance column follows it). */
    seq: bigserial({ mode: 'number' }).notNull(),
    customerId: uuid().notNull(),
    type: smallint().$type<BalanceFlowTypeValue>().notNull(),
    value: ledgerMoney().notNull(),
    balance: ledgerMoney().notNull(),
    currency: text().notNull(),
    relatedId: uuid(),
    relatedNo: text(),
    remark: text(),
    ...createdColumns(),
  },
  (t) => [
    index('fms_balance_flow_customer_idx').on(t.customerId, t.seq.desc()),
    index('fms_balance_flow_seq_idx').on(t.seq.desc()),
    // the ledger's periods
    index('fms_balance_flow_customer_time_idx').on(t.customerId, t.createdAt),
    index('fms_balance_flow_related_idx').on(t.relatedNo),
  ],
);
