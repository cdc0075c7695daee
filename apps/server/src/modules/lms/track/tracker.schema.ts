import type { TrackStatus } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';

/**
 * Track pulls: one tracker per (track API configuration, track number), however many waybills share
 * the number; the waybills it feeds; the carrier events it has seen (so an event answered again is
 * never appended twice).
 */
const time = () => timestamp({ withTimezone: true });

export const lmsTracker = pgTable(
  'lms_tracker',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The connection pulled: `track:<track API id>` or `label:<label API id>` (`resolveTrackApi`). */
    trackApiId: text().notNull(),
    trackNo: text().notNull(),
    nextPullAt: time().notNull(),
    lastPullAt: time(),
    lastEventTime: time(),
    lastStatus: text().$type<TrackStatus>(),
    /** Set once the number is delivered or returned: never pulled again. */
    completeAt: time(),
    error: text(),
    errorCount: integer().notNull().default(0),
    createdAt: time().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lms_tracker_api_no_uq').on(t.trackApiId, t.trackNo),
    index('lms_tracker_due_idx').on(t.nextPullAt).where(sql`${t.completeAt} is null`),
  ],
);

export const lmsTrackerWaybill = pgTable(
  'lms_tracker_waybill',
  {
    waybillId: uuid()
      .primaryKey()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    trackerId: uuid()
      .notNull()
      .references(() => lmsTracker.id, { onDelete: 'cascade' }),
  },
  (t) => [index('lms_tracker_waybill_tracker_idx').on(t.trackerId)],
);

export const lmsTrackerEvent = pgTable(
  'lms_tracker_event',
  {
    id: uuid().primaryKey().defaultRandom(),
    trackerId: uuid()
      .notNull()
      .references(() => lmsTracker.id, { onDelete: 'cascade' }),
    /** `trackEventKey`: time, status and text. */
    key: text().notNull(),
    time: time().notNull(),
    status: text().$type<TrackStatus>().notNull(),
    description: text().notNull(),
    location: text(),
    carrierCode: text(),
  },
  (t) => [uniqueIndex('lms_tracker_event_key_uq').on(t.trackerId, t.key)],
);
