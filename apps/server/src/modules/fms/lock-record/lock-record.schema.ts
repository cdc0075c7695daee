import { boolean, index, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdColumns, instant } from '#platform/db/columns.ts';

/** Accounting months now locked (`YYYY-MM`, company time zone): every write dated in one is refused. */
export const fmsLockedMonth = pgTable('fms_locked_month', {
  month: varchar({ length: 7 }).primaryKey(),
  lockedAt: instant().notNull(),
  lockedBy: uuid(),
});

/** The lock record: every lock and unlock with who, when and why. */
export const fmsLockRecord = pgTable(
  'fms_lock_record',
  {
    id: uuid().primaryKey().defaultRandom(),
    month: varchar({ length: 7 }).notNull(),
    locked: boolean().notNull(),
    reason: text(),
    ...createdColumns(),
  },
  (t) => [index('fms_lock_record_month_idx').on(t.month, t.createdAt.desc())],
);
