import { numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { fmsCashAccountTable } from '#modules/fms/cash-account/index.ts';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

/** A rate of a transfer: receiving currency per paying unit. */
const rate = () => numeric({ precision: 18, scale: 8 });

/** Bank transfers between own cash accounts; a cancelled one keeps its row with its cancel time. */
export const fmsBankTransfer = pgTable('fms_bank_transfer', {
  id: uuid().primaryKey().defaultRandom(),
  transferNo: text().notNull().unique(),
  fromAccountId: uuid()
    .notNull()
    .references(() => fmsCashAccountTable.id),
  fromCurrency: text().notNull(),
  value: ledgerMoney().notNull(),
  toAccountId: uuid()
    .notNull()
    .references(() => fmsCashAccountTable.id),
  toCurrency: text().notNull(),
  rate: rate().notNull(),
  bookRate: rate().notNull(),
  toValue: ledgerMoney().notNull(),
  /** The company's exchange gain (+) or loss (−) in the local currency, for the treasurer's posting. */
  exchangeGainLoss: ledgerMoney().notNull().default('0'),
  transferTime: instant().notNull(),
  remark: text(),
  cancelTime: instant(),
  cancelledBy: uuid(),
  ...createdColumns(),
});
