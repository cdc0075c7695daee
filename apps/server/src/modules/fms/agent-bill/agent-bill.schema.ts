import type { BillStatusValue } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

/**
 * Agent bills (DESIGN §9, the payable mirror of `fms_bill`): `total` = Σ its fees' `value` (bill
 * currency, fixed when made), `writtenOff` = Σ its fees' `writtenOff` (payment bills will write off);
 * a cancelled bill keeps its row, number and cancel time.
 */
export const fmsAgentBill = pgTable(
  'fms_agent_bill',
  {
    id: uuid().primaryKey().defaultRandom(),
    billNo: text().notNull(),
    agentId: uuid().notNull(),
    billTime: instant().notNull(),
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    /** 1 unit of `currency` in the local currency on the bill day. */
    rate: numeric({ precision: 14, scale: 6 }).notNull().default('1'),
    feeCount: integer().notNull(),
    total: ledgerMoney().notNull(),
    totalLocal: ledgerMoney().notNull(),
    writtenOff: ledgerMoney().notNull().default('0'),
    status: smallint().$type<BillStatusValue>().notNull().default(0),
    remark: text(),
    cancelTime: instant(),
    cancelledBy: uuid(),
    ...createdColumns(),
  },
  (t) => [
    uniqueIndex('fms_agent_bill_no_key').on(t.billNo),
    index('fms_agent_bill_agent_idx').on(t.agentId, t.billTime.desc()),
    index('fms_agent_bill_open_idx').on(t.agentId, t.status).where(sql`cancel_time IS NULL`),
  ],
);

/** The agent fees of an agent bill: one row per fee, its value in the bill currency, its written off. */
export const fmsAgentBillFee = pgTable(
  'fms_agent_bill_fee',
  {
    id: uuid().primaryKey().defaultRandom(),
    billId: uuid()
      .notNull()
      .references(() => fmsAgentBill.id),
    feeKind: text().notNull(),
    feeId: uuid().notNull(),
    value: ledgerMoney().notNull(),
    writtenOff: ledgerMoney().notNull().default('0'),
    belongTime: instant(),
  },
  (t) => [
    index('fms_agent_bill_fee_bill_idx').on(t.billId, t.belongTime, t.id),
    index('fms_agent_bill_fee_fee_idx').on(t.feeId),
  ],
);

/**
 * The cached balance of an agent: what the company owes it, only ever the sum of its flows, moved in
 * the transaction that writes the flow. Every agent money write locks this row first (`FOR UPDATE`).
 */
export const fmsAgentBalance = pgTable('fms_agent_balance', {
  agentId: uuid().primaryKey(),
  currency: text().notNull(),
  balance: ledgerMoney().notNull().default('0'),
  updatedAt: instant().notNull().defaultNow(),
});

/** Immutable agent balance flows (types `AgentFlowType`); `balance` is the balance after the row. */
export const fmsAgentBalanceFlow = pgTable(
  'fms_agent_balance_flow',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigserial({ mode: 'number' }).notNull(),
    agentId: uuid().notNull(),
    type: smallint().notNull(),
    value: ledgerMoney().notNull(),
    balance: ledgerMoney().notNull(),
    currency: text().notNull(),
    relatedId: uuid(),
    relatedNo: text(),
    remark: text(),
    ...createdColumns(),
  },
  (t) => [
    index('fms_agent_balance_flow_agent_idx').on(t.agentId, t.seq.desc()),
    index('fms_agent_balance_flow_agent_time_idx').on(t.agentId, t.createdAt),
  ],
);
