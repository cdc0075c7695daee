import type { ScanResult, ScanType } from '@freightdesk/domain';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';

const weight = () => numeric({ precision: 12, scale: 3 });

/**
 * One row per scan (spec §2 "Other: scan records"): who scanned what, when, in which warehouse (the
 * user's current warehouse), the result and its message (catalogue key + parameters, rendered in the
 * reader's language), and the weights of a receive / update-weight scan or the package number.
 * A refused scan is recorded too (waybill unchanged; `waybillId` null when the number was unknown).
 */
export const lmsScanRecord = pgTable(
  'lms_scan_record',
  {
    id: uuid().primaryKey().defaultRandom(),
    type: text().$type<ScanType>().notNull(),
    /** The number as scanned (waybill, track or customer number). */
    no: text().notNull(),
    waybillId: uuid().references(() => lmsWaybill.id, { onDelete: 'set null' }),
    waybillNo: text(),
    result: text().$type<ScanResult>().notNull(),
    messageKey: text().notNull(),
    messageParams: jsonb().$type<unknown[]>().notNull().default([]),
    warehouseId: uuid(),
    weighMode: smallint(),
    pieceCount: integer(),
    actualWeight: weight(),
    volumeWeight: weight(),
    chargeWeight: weight(),
    packageNo: text(),
    createdBy: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lms_scan_record_created_at_idx').on(t.createdAt),
    index('lms_scan_record_user_idx').on(t.createdBy, t.createdAt),
    index('lms_scan_record_no_idx').on(t.no),
    index('lms_scan_record_waybill_no_idx').on(t.waybillNo),
    index('lms_scan_record_waybill_idx').on(t.waybillId),
  ],
);
