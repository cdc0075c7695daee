import type { FeeKind, FeeStatusValue } from '@freightdesk/domain';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { lmsWaybill } from '../../lms/waybill/index.ts';

/**
 * Fees of a freight waybill (spec platform-core §3 "Customer fee (waybill)"): one row per fee
 * subject, for the customer (`kind` customer: receivable) or an agent (`kind` agent: payable).
 * `value` is in `currency`; `conversionValue` = value × exchange rate in the base currency.
 * Status 0 estimated, 10 confirmed, 20 billed, 30 written off (`FeeStatus`); a customer sees a row
 * once billed or checked unless `finance.showFeesBeforeBilled` (DESIGN.md §5). The pricing issue
 * fills the table (fee-calculate.service.ts); the drawer's fees tab reads it (deleted rows left out).
 */
const time = () => timestamp({ withTimezone: true });
const money = () => numeric({ precision: 14, scale: 2 });

export const lmsWaybillFee = pgTable(
  'lms_waybill_fee',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    kind: text().$type<FeeKind>().notNull(),
    /** The customer (kind customer) or agent (kind agent) the fee is owed by / to. */
    partyId: uuid(),
    subjectName: text().notNull(),
    /** Before fuel and discount (calculated rows). */
    originalValue: money(),
    fuelSurchargeValue: money(),
    value: money().notNull(),
    /** The part above the agreed value (a supplement or an adjustment over the calculated one). */
    overValue: money(),
    /** Who the fee is settled with when not the party itself (third-party settlement). */
    settlementUnit: text(),
    formula: text(),
    currency: text().notNull(),
    exchangeRate: numeric({ precision: 14, scale: 6 }).notNull().default('1'),
    conversionValue: money().notNull(),
    /** The discount amount taken off (engine line `discount`). */
    discount: money(),
    sysValue: money(),
    isManual: boolean().notNull().default(false),
    status: smallint().$type<FeeStatusValue>().notNull().default(0),
    isCheck: boolean().notNull().default(false),
    supplementCount: integer().notNull().default(0),
    supplementReason: text(),
    innerRemark: text(),
    outerRemark: text(),
    /** The specified price a recalculation fixed the waybill to (reused by the smart mode). */
    priceNo: text(),
    /** The price table that produced the row (calculated rows). */
    priceId: uuid(),
    fuelSurchargeRate: numeric({ precision: 8, scale: 4 }),
    belongTime: time(),
    calErrorMsg: text(),
    billNo: text(),
    isCarryOver: boolean().notNull().default(false),
    writeOffValue: money(),
    writeOffTime: time(),
    /**
     * The company's exchange loss (+) or gain (−) in the local currency on the fee's written-off part
     * (agent fees: paid at another rate than the bill's), and the last rate it was settled at.
     */
    exchangeLoss: money().notNull().default('0'),
    exchangeLossRate: numeric({ precision: 14, scale: 6 }),
    createdAt: time().notNull().defaultNow(),
    createdBy: uuid(),
    createdByName: text(),
    updatedAt: time(),
    updatedBy: uuid(),
    updatedByName: text(),
    /** Soft delete: a deleted calculated subject is not written again unless "recalculate previously deleted". */
    isDeleted: boolean().notNull().default(false),
    deletedAt: time(),
  },
  (t) => [
    index('lms_waybill_fee_waybill_idx').on(t.waybillId, t.kind),
    // the fee lists (fms/lmsFee): by kind and status, by party, by kind and belong time
    index('lms_waybill_fee_kind_status_idx').on(t.kind, t.status),
    index('lms_waybill_fee_party_idx').on(t.partyId),
    index('lms_waybill_fee_kind_belong_idx').on(t.kind, t.belongTime),
  ],
);
