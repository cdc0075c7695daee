import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Seed steps already applied, so that demo data is added once and never re-added after users delete it. */
export const seedStep = pgTable('seed_step', {
  name: text().primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
