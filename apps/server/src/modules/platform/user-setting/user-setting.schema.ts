import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appUser } from '#modules/platform/user/index.ts';

/** Per-user saved settings (menu codes, favourites, …), one per type and business key. */
export const userSetting = pgTable(
  'user_setting',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    name: text(),
    type: text().notNull(),
    businessKey: text().notNull().default(''),
    content: jsonb().$type<unknown>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_setting_key_uq').on(t.userId, t.type, t.businessKey)],
);
