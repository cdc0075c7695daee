import type { PaymentBillStatusValue } from '@freightdesk/domain';
import { index, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fmsAgentBill, fmsAgentBillFee } from '#modules/fms/agent-bill/index.ts';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

/**
 * A payment bill (spec back-office "Payment bill"): what the company pays an agent. `value` in
 * `currency` (the agent's); `paidValue` is the value once paid, 0 before; `writtenOff` = Σ its live
 * write-offs; paid − written off is the advance payment. A cancelled bill keeps its row.
 */
export const fmsPaymentBill = pgTable(
  'fms_payment_bill',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentNo: text().notNull(),
    agentId: uuid().notNull(),
    value: ledgerMoney().notNull(),
    currency: text().notNull(),
    /** 1 unit of `currency` in the local currency: the apply day's, the pay day's once paid. */
    rate: numeric({ precision: 14, scale: 6 }).notNull().default('1'),
    localValue: ledgerMoney().notNull(),
    payeeAccount: text().notNull(),
    expectedPayTime: instant(),
    fileIds: uuid().array().notNull().default([]),
    status: smallint().$type<PaymentBillStatusValue>().notNull().default(0),
    paidValue: ledgerMoney().notNull().default('0'),
    writtenOff: ledgerMoney().notNull().default('0'),
    /** The company's gain (+) or loss (−) in the local currency of its live write-offs. */
    exchangeGainLoss: ledgerMoney().notNull().default('0'),
    appliedTime: instant().notNull(),
    approvedTime: instant(),
    approvedBy: uuid(),
    cashAccountId: uuid(),
    payTime: instant(),
    paidBy: uuid(),
    cancelTime: instant(),
    cancelledBy: uuid(),
    remark: text(),
    ...createdColumns(),
  },
  (t) => [
    uniqueIndex('fms_payment_bill_no_key').on(t.paymentNo),
    index('fms_payment_bill_agent_idx').on(t.agentId, t.appliedTime.desc()),
  ],
);

/** The agent bills a payment bill was applied for (paying writes them off, oldest first). */
export const fmsPaymentBillBill = pgTable(
  'fms_payment_bill_bill',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentBillId: uuid()
      .notNull()
      .references(() => fmsPaymentBill.id),
    billId: uuid()
      .notNull()
      .references(() => fmsAgentBill.id),
  },
  (t) => [
    uniqueIndex('fms_payment_bill_bill_key').on(t.paymentBillId, t.billId),
    index('fms_payment_bill_bill_bill_idx').on(t.billId),
  ],
);

/**
 * A payment matched to one agent bill (on pay, or later from the advance): a cancel-pay cancels it
 * (cancel time) and gives back exactly its items. `exchangeGainLoss` is posted to income and expense.
 */
export const fmsPaymentWriteOff = pgTable(
  'fms_payment_write_off',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentBillId: uuid()
      .notNull()
      .references(() => fmsPaymentBill.id),
    billId: uuid()
      .notNull()
      .references(() => fmsAgentBill.id),
    value: ledgerMoney().notNull(),
    billRate: numeric({ precision: 14, scale: 6 }).notNull(),
    payRate: numeric({ precision: 14, scale: 6 }).notNull(),
    exchangeGainLoss: ledgerMoney().notNull().default('0'),
    writeOffTime: instant().notNull(),
    cancelTime: instant(),
    ...createdColumns(),
  },
  (t) => [
    index('fms_payment_write_off_payment_idx').on(t.paymentBillId),
    index('fms_payment_write_off_bill_idx').on(t.billId),
  ],
);

/** Per agent bill fee, what a payment write-off covered. */
export const fmsPaymentWriteOffItem = pgTable(
  'fms_payment_write_off_item',
  {
    id: uuid().primaryKey().defaultRandom(),
    writeOffId: uuid()
      .notNull()
      .references(() => fmsPaymentWriteOff.id),
    billFeeId: uuid()
      .notNull()
      .references(() => fmsAgentBillFee.id),
    value: ledgerMoney().notNull(),
  },
  (t) => [index('fms_payment_write_off_item_wo_idx').on(t.writeOffId)],
);
