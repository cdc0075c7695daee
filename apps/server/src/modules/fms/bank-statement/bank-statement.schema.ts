import { bankMatchRule, type StatementMapping, type StatementMatchKind } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fmsAccountFlow } from '#modules/fms/account-flow/index.ts';
import { fmsCashAccountTable } from '#modules/fms/cash-account/index.ts';
import { fmsChargeBill } from '#modules/fms/charge-bill/index.ts';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';
import { entityTable } from '#platform/entity/entity-table.ts';

/** Smart category rules, built from their entity description. */
export const fmsBankMatchRuleTable = entityTable(bankMatchRule);

/** The column mapping of a cash account's statement files, saved by its last import. */
export const fmsStatementMapping = pgTable('fms_statement_mapping', {
  accountId: uuid()
    .primaryKey()
    .references(() => fmsCashAccountTable.id),
  mapping: jsonb().$type<StatementMapping>().notNull(),
  updatedAt: instant().notNull().defaultNow(),
});

/** One imported statement file of a cash account. */
export const fmsBankStatement = pgTable('fms_bank_statement', {
  id: uuid().primaryKey().defaultRandom(),
  accountId: uuid()
    .notNull()
    .references(() => fmsCashAccountTable.id),
  /** None for lines not read from a file (the demo's). */
  fileId: uuid(),
  fileName: text().notNull(),
  lineCount: integer().notNull(),
  duplicateCount: integer().notNull(),
  ...createdColumns(),
});

/**
 * The bank's lines (immutable but for their match). A line is matched once: to one of our account
 * flows (`flowId`, by a rule or by hand, or to the flow a rule booked as income or expense) or sent to
 * charge claim (`chargeId`, the unclaimed receipt made from it). Each flow and each receipt is taken by
 * at most one line (unique indexes).
 */
export const fmsStatementLine = pgTable(
  'fms_statement_line',
  {
    id: uuid().primaryKey().defaultRandom(),
    statementId: uuid()
      .notNull()
      .references(() => fmsBankStatement.id),
    accountId: uuid()
      .notNull()
      .references(() => fmsCashAccountTable.id),
    row: integer().notNull(),
    tradeTime: instant().notNull(),
    /** Signed, in the account's currency: positive in, negative out. */
    value: ledgerMoney().notNull(),
    counterpartyName: text(),
    counterpartyCard: text(),
    summary: text(),
    bankRef: text(),
    fingerprint: text().notNull(),
    matchKind: text().$type<StatementMatchKind>(),
    flowId: uuid().references(() => fmsAccountFlow.id),
    chargeId: uuid().references(() => fmsChargeBill.id),
    ruleId: uuid(),
    ruleName: text(),
    matchedAt: instant(),
    matchedBy: uuid(),
    matchedByName: text(),
    ...createdColumns(),
  },
  (t) => [
    uniqueIndex('fms_statement_line_fingerprint_key').on(t.accountId, t.fingerprint),
    uniqueIndex('fms_statement_line_flow_key').on(t.flowId).where(sql`${t.flowId} is not null`),
    uniqueIndex('fms_statement_line_charge_key').on(t.chargeId).where(sql`${t.chargeId} is not null`),
    index('fms_statement_line_account_idx').on(t.accountId, t.tradeTime),
    index('fms_statement_line_statement_idx').on(t.statementId, t.row),
  ],
);
