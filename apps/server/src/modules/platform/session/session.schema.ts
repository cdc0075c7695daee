import type { LoginMode } from '@freightdesk/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from '#modules/platform/user/index.ts';

/** A signed-in session. Only the sha256 of the opaque token is stored; expiry slides on use. */
export const session = pgTable(
  'session',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    loginMode: text().$type<LoginMode>().notNull(),
    deviceId: text(),
    address: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('session_user_idx').on(t.userId), index('session_expires_idx').on(t.expiresAt)],
);
