import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from '#modules/platform/user/index.ts';

/** Messages addressed to one user (notifications); unread while readAt is null. */
export const userMessage = pgTable(
  'user_message',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_message_unread_idx').on(t.userId, t.readAt)],
);
