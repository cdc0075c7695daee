import type { Message } from '@freightdesk/domain';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appUser } from '#modules/platform/user/index.ts';

/**
 * Messages addressed to one user (the site messages of `notify`); unread while readAt is null.
 * `title`/`content` hold the default text; `titles`/`contents` the three languages, read in
 * the reader's. A kind + event key reaches a user once (`notify` is idempotent).
 */
export const userMessage = pgTable(
  'user_message',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    kind: text(),
    eventKey: text(),
    title: text().notNull(),
    content: text(),
    titles: jsonb().$type<Message>(),
    contents: jsonb().$type<Message>(),
    link: text(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_message_unread_idx').on(t.userId, t.readAt),
    index('user_message_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('user_message_event_key').on(t.userId, t.kind, t.eventKey),
  ],
);
