import { jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The first answer of a write called with a `requestKey` (DESIGN §9): a retried call with the same
 * key, action and caller answers it again instead of writing twice. Kept 7 days (housekeeping).
 */
export const platformRequestKey = pgTable(
  'platform_request_key',
  {
    action: varchar({ length: 64 }).notNull(),
    key: varchar({ length: 64 }).notNull(),
    /** The user that sent it: a key of another user is another request. */
    userId: text().notNull(),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.action, t.userId, t.key] })],
);
