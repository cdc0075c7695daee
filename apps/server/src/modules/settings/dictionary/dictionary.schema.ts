import type { Language } from '@freightdesk/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type LocalizedName = Record<Language, string>;

/** A dictionary (looked up by its number or its type) holding coded items named in each language. */
export const dictionary = pgTable('dictionary', {
  id: uuid().primaryKey().defaultRandom(),
  number: text().notNull().unique(),
  type: text().notNull().unique(),
  name: jsonb().$type<LocalizedName>().notNull(),
  readOnly: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const dictionaryItem = pgTable(
  'dictionary_item',
  {
    id: uuid().primaryKey().defaultRandom(),
    dictionaryId: uuid()
      .notNull()
      .references(() => dictionary.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: jsonb().$type<LocalizedName>().notNull(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('dictionary_item_code_uq').on(t.dictionaryId, t.code),
    index('dictionary_item_sort_idx').on(t.dictionaryId, t.sort),
  ],
);
