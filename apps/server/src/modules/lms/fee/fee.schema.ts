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
import { lmsWaybill } from '../waybill/waybill.schema.ts';

/**
 * Fees of a freight waybill (spec platform-core §3 "Customer fee (waybill)"): one row per fee
 * subject, for the customer (`kind` customer: receivable) or an agent (`kind` agent: payable).
 * `value` is in `currency`; `conversionValue` = value × exchange rate in the base currency.
 * Status 0 estimated, 10 confirmed, 20 billed, 30 written off (`FeeStatus`); a customer sees a row
 * once billed or checked unless `finance.showFeesBeforeBilled` (DESIGN.md §5). The pricing issue
 * fills the table; the drawer's fees tab reads it.
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
    value: money().notNull(),
    formula: text(),
    currency: text().notNull(),
    exchangeRate: numeric({ precision: 14, scale: 6 }).notNull().default('1'),
    conversionValue: money().notNull(),
    discount: numeric({ precision: 8, scale: 4 }),
    sysValue: money(),
    isManual: boolean().notNull().default(false),
    status: smallint().$type<FeeStatusValue>().notNull().default(0),
    isCheck: boolean().notNull().default(false),
    supplementCount: integer().notNull().default(0),
    fuelSurchargeRate: numeric({ precision: 8, scale: 4 }),
    belongTime: time(),
    calErrorMsg: text(),
    billNo: text(),
    isCarryOver: boolean().notNull().default(false),
    writeOffValue: money(),
    writeOffTime: time(),
    createdAt: time().notNull().defaultNow(),
    createdBy: uuid(),
    createdByName: text(),
  },
  (t) => [
    index('lms_waybill_fee_waybill_idx').on(t.waybillId, t.kind),
    // the fee lists (fms/lmsFee): by kind and status, by party, by kind and belong time
    index('lms_waybill_fee_kind_status_idx').on(t.kind, t.status),
    index('lms_waybill_fee_party_idx').on(t.partyId),
    index('lms_waybill_fee_kind_belong_idx').on(t.kind, t.belongTime),
  ],
);
