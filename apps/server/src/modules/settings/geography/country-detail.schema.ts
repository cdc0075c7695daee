import type { CountryDetailType } from '@freightdesk/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { countryTable } from '#modules/settings/basic.schema.ts';

/** Notes kept per destination country (type + content); they go with their country when it is deleted. */
export const countryDetail = pgTable(
  'basic_country_detail',
  {
    id: uuid().primaryKey().defaultRandom(),
    countryId: uuid()
      .notNull()
      .references(() => countryTable.id, { onDelete: 'cascade' }),
    type: text().$type<CountryDetailType>().notNull(),
    content: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid(),
  },
  (t) => [index('basic_country_detail_country_idx').on(t.countryId, t.createdAt)],
);
