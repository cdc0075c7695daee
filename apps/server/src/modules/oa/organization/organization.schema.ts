import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { countryTable } from '#modules/settings/index.ts';

/**
 * Organisation units: departments and warehouses, a tree through parentId. Served by the entity
 * machinery as `organization` (every unit) and `warehouse` (the units of type warehouse).
 */
export const organization = pgTable(
  'organization',
  {
    id: uuid().primaryKey().defaultRandom(),
    version: integer().notNull().default(0),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    type: varchar({ length: 64 }).$type<'department' | 'warehouse'>().notNull().default('department'),
    parentId: uuid().references((): AnyPgColumn => organization.id),
    sort: integer().default(0),
    leader: varchar({ length: 50 }),
    countryId: uuid().references(() => countryTable.id),
    address: varchar({ length: 200 }),
    contact: varchar({ length: 50 }),
    phone: varchar({ length: 30 }),
    remoteContents: varchar({ length: 500 }),
    remark: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [
    uniqueIndex('organization_code_uq').on(sql`lower(${t.code})`),
    index('organization_type_idx').on(t.type),
    index('organization_parent_id_idx').on(t.parentId),
  ],
);
