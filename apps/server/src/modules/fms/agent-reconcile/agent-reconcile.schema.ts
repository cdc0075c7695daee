import type { AgentStatementMapping, ReconcileKind, ReconcileTotal } from '@freightdesk/domain';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

/** The column mapping of an agent's statement files, one per agent, offered again next time. */
export const fmsAgentStatementMapping = pgTable(
  'fms_agent_statement_mapping',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agentTable.id),
    mapping: jsonb().$type<AgentStatementMapping>().notNull(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fms_agent_statement_mapping_agent_uq').on(t.agentId)],
);

/** A reconciliation of one statement file of an agent with our agent fees (kept to be reopened). */
export const fmsAgentReconcile = pgTable(
  'fms_agent_reconcile',
  {
    id: uuid().primaryKey().defaultRandom(),
    agentId: uuid()
      .notNull()
      .references(() => agentTable.id),
    fileId: uuid().notNull(),
    fileName: text().notNull(),
    mapping: jsonb().$type<AgentStatementMapping>().notNull(),
    /** Our fees' belong time in [from, to), when given. */
    fromTime: instant(),
    toTime: instant(),
    totals: jsonb().$type<ReconcileTotal[]>().notNull(),
    ...createdColumns(),
  },
  (t) => [index('fms_agent_reconcile_agent_idx').on(t.agentId, t.createdAt)],
);

/**
 * One line of a reconciliation: a waybill (number and currency) with our sum, theirs and the
 * difference (theirs − ours), or a refused statement row with its message. An accepted difference
 * names the adjustment fee it created (one per line).
 */
export const fmsAgentReconcileLine = pgTable(
  'fms_agent_reconcile_line',
  {
    id: uuid().primaryKey().defaultRandom(),
    reconcileId: uuid()
      .notNull()
      .references(() => fmsAgentReconcile.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    kind: text().$type<ReconcileKind>().notNull(),
    waybillId: uuid(),
    waybillNo: text(),
    number: text().notNull(),
    currency: text(),
    ours: ledgerMoney(),
    theirs: ledgerMoney(),
    difference: ledgerMoney(),
    rows: integer().array().notNull().default([]),
    feeNames: text().array().notNull().default([]),
    messageKey: text(),
    messageParams: jsonb().$type<(string | number)[]>().notNull().default([]),
    acceptedFeeId: uuid().references(() => lmsWaybillFee.id),
    acceptReason: text(),
    acceptedAt: instant(),
    acceptedBy: uuid(),
    acceptedByName: text(),
  },
  (t) => [
    index('fms_agent_reconcile_line_idx').on(t.reconcileId, t.seq),
    uniqueIndex('fms_agent_reconcile_line_fee_uq').on(t.acceptedFeeId),
  ],
);
