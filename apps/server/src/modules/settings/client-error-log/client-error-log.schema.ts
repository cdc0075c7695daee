import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Browser errors reported by signed-in users. */
export const clientErrorLog = pgTable(
  'client_error_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().notNull(),
    message: text().notNull(),
    type: text().notNull(),
    username: text(),
    module: text(),
    url: text(),
    browser: text(),
    stack: text(),
    address: text(),
    time: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('client_error_log_created_idx').on(t.createdAt)],
);
