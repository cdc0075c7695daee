import type { ChargeBillStatusValue } from '@freightdesk/domain';
import { boolean, index, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

/**
 * Receipts (charge bills, DESIGN §9). `value` in `currency` as registered; once confirmed
 * `settledValue` is it in the customer's settlement currency at the confirmation day's rate and
 * `localValue` in the local currency. Unmatched = settledValue − writtenOff − refunded.
 */
export const fmsChargeBill = pgTable(
  'fms_charge_bill',
  {
    id: uuid().primaryKey().defaultRandom(),
    chargeNo: text().notNull(),
    /** None while unclaimed (registered by staff without a customer). */
    customerId: uuid(),
    value: ledgerMoney().notNull(),
    currency: text().notNull(),
    status: smallint().$type<ChargeBillStatusValue>().notNull().default(0),
    settledValue: ledgerMoney(),
    settlementCurrency: text(),
    rate: numeric({ precision: 14, scale: 6 }),
    localValue: ledgerMoney(),
    writtenOff: ledgerMoney().notNull().default('0'),
    refunded: ledgerMoney().notNull().default('0'),
    payTime: instant(),
    ownAccountId: uuid(),
    certificateFileIds: uuid().array().notNull().default([]),
    remark: text(),
    rejectReason: text(),
    byCustomer: boolean().notNull().default(false),
    confirmTime: instant(),
    confirmedBy: uuid(),
    ...createdColumns(),
  },
  (t) => [
    uniqueIndex('fms_charge_bill_no_key').on(t.chargeNo),
    index('fms_charge_bill_customer_idx').on(t.customerId, t.createdAt.desc()),
  ],
);

/** Refunds of a confirmed receipt (settlement currency); a cancelled refund keeps its row. */
export const fmsChargeRefund = pgTable(
  'fms_charge_refund',
  {
    id: uuid().primaryKey().defaultRandom(),
    chargeId: uuid()
      .notNull()
      .references(() => fmsChargeBill.id),
    value: ledgerMoney().notNull(),
    reason: text().notNull(),
    cancelTime: instant(),
    ...createdColumns(),
  },
  (t) => [index('fms_charge_refund_charge_idx').on(t.chargeId)],
);
