import type { BillStatusValue } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import {
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
 * Statement bills (DESIGN §9): `total` = Σ its fees' `value` (settlement currency, fixed when made),
 * `writtenOff` = Σ its fees' `writtenOff`; a cancelled bill keeps its row, number and cancel time.
 */
export const fmsBill = pgTable(
  'fms_bill',
  {
    id: uuid().primaryKey().defaultRandom(),
    billNo: text().notNull(),
    customerId: uuid().notNull(),
    billTime: instant().notNull(),
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    /** 1 unit of `currency` in the local currency on the bill day (the company's exchange result). */
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
    uniqueIndex('fms_bill_no_key').on(t.billNo),
    index('fms_bill_customer_idx').on(t.customerId, t.billTime.desc()),
    index('fms_bill_open_idx').on(t.customerId, t.status).where(sql`cancel_time IS NULL`),
  ],
);

/**
 * The fees of a bill: one row per fee (any fee kind of the registry), its value in the bill's
 * currency and what of it is written off. A cancelled bill keeps its rows.
 */
export const fmsBillFee = pgTable(
  'fms_bill_fee',
  {
    id: uuid().primaryKey().defaultRandom(),
    billId: uuid()
      .notNull()
      .references(() => fmsBill.id),
    /** The fee kind of the registry (`lms` now). */
    feeKind: text().notNull(),
    feeId: uuid().notNull(),
    value: ledgerMoney().notNull(),
    writtenOff: ledgerMoney().notNull().default('0'),
    belongTime: instant(),
  },
  (t) => [
    index('fms_bill_fee_bill_idx').on(t.billId, t.belongTime, t.id),
    index('fms_bill_fee_fee_idx').on(t.feeId),
  ],
);
