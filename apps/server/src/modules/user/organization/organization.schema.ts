import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Organisation units: departments and warehouses (a tree through parentId). */
export const organization = pgTable(
  'organization',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull().unique(),
    name: text().notNull(),
    type: text().$type<'department' | 'warehouse'>().notNull(),
    parentId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_type_idx').on(t.type)],
);
