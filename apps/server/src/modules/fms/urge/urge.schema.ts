import type { UrgeResult } from '@freightdesk/domain';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdColumns, instant } from '#platform/db/columns.ts';

/**
 * Reminders of overdue bills: one row per bill per day (`day`, UTC), written queued when asked and
 * set sent or failed by its task (docs/finance.md "Ageing and reminders").
 */
export const fmsUrgeRecord = pgTable(
  'fms_urge_record',
  {
    id: uuid().primaryKey().defaultRandom(),
    billId: uuid().notNull(),
    billNo: text().notNull(),
    customerId: uuid().notNull(),
    channel: text().$type<'email'>().notNull().default('email'),
    to: text(),
    day: text().notNull(),
    result: text().$type<UrgeResult>().notNull().default('queued'),
    error: text(),
    ...createdColumns(),
    sentAt: instant(),
  },
  (t) => [
    uniqueIndex('fms_urge_record_bill_day_key').on(t.billId, t.day),
    index('fms_urge_record_customer_idx').on(t.customerId, t.createdAt.desc()),
  ],
);
