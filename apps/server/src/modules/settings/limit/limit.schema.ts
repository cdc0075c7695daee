import { numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdColumns, instant } from '#platform/db/columns.ts';

/**
 * What each channel has used of its channel limit per period (`2026-11-28`, `2026-W48`, `2026-11`):
 * bills, pieces, kg or cubic metres by the limit's mode. Raised by one conditional upsert, so the
 * limit holds across processes (DESIGN §11).
 */
export const channelLimitUsage = pgTable(
  'basic_channel_limit_usage',
  {
    channelId: uuid().notNull(),
    periodKey: text().notNull(),
    used: numeric({ precision: 18, scale: 3 }).notNull(),
    updatedAt: instant().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.periodKey] })],
);

/**
 * What one waybill took of its channel's limit (at most one take per waybill: it is on one channel),
 * so leaving the channel gives back exactly that and a retried take takes nothing more.
 */
export const channelLimitTake = pgTable('basic_channel_limit_take', {
  waybillId: uuid().primaryKey(),
  channelId: uuid().notNull(),
  /** day, week or month: the period the key belongs to. */
  period: text().notNull(),
  periodKey: text().notNull(),
  mode: text().notNull(),
  amount: numeric({ precision: 18, scale: 3 }).notNull(),
  ...createdColumns(),
});
