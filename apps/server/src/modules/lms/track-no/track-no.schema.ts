import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';

const time = () => timestamp({ withTimezone: true });

export type LabelState = 'fetching' | 'fetched' | 'failed' | 'cancelled';

/**
 * The label of a freight waybill bought through its channel's label API: one row per waybill, the
 * current attempt (its idempotency key is `lms-label:<waybill>:<attempt>`), what the carrier answered
 * (number, sub numbers, shipment id, label file) or its refusal (kept, shown red in the drawer).
 */
export const lmsWaybillLabel = pgTable('lms_waybill_label', {
  waybillId: uuid()
    .primaryKey()
    .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
  labelApiId: text(),
  attempt: integer().notNull().default(0),
  status: text().$type<LabelState>().notNull(),
  /** While `fetching`: no other call starts an attempt before this (its process may have died). */
  leaseUntil: time(),
  trackNo: text(),
  subTrackNos: text().array().notNull().default([]),
  carrierShipmentId: text(),
  labelFileId: uuid(),
  errorCode: text(),
  /** The carrier's own code and message of the last failed fetch or cancel. */
  errorText: text(),
  errorAt: time(),
  updatedAt: time().notNull().defaultNow(),
});
