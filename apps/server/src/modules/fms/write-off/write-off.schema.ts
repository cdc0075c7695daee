import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';
import { fmsBill, fmsBillFee } from '../bill/index.ts';
import { fmsChargeBill } from '../charge-bill/index.ts';

/** A write-off: receipts matched to bills (DESIGN §9); a cancelled one keeps its rows and cancel time. */
export const fmsWriteOff = pgTable(
  'fms_write_off',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    customerId: uuid().notNull(),
    value: ledgerMoney().notNull(),
    currency: text().notNull(),
    /** The company's gain (+) or loss (−) in the local currency: receipt rate against bill rate. */
    exchangeGainLoss: ledgerMoney().notNull().default('0'),
    writeOffTime: instant().notNull(),
    cancelTime: instant(),
    ...createdColumns(),
  },
  (t) => [
    uniqueIndex('fms_write_off_code_key').on(t.code),
    index('fms_write_off_customer_idx').on(t.customerId),
  ],
);

/** What a write-off covered: per receipt, bill and bill fee, so a cancel gives back exactly that. */
export const fmsWriteOffItem = pgTable(
  'fms_write_off_item',
  {
    id: uuid().primaryKey().defaultRandom(),
    writeOffId: uuid()
      .notNull()
      .references(() => fmsWriteOff.id),
    chargeId: uuid()
      .notNull()
      .references(() => fmsChargeBill.id),
    billId: uuid()
      .notNull()
      .references(() => fmsBill.id),
    billFeeId: uuid()
      .notNull()
      .references(() => fmsBillFee.id),
    value: ledgerMoney().notNull(),
  },
  (t) => [
    index('fms_write_off_item_wo_idx').on(t.writeOffId),
    index('fms_write_off_item_bill_idx').on(t.billId),
    index('fms_write_off_item_charge_idx').on(t.chargeId),
  ],
);
