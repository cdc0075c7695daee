import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One parsed import row waiting for confirmation: its spreadsheet row number and payload values. */
export type StagedImportRow = { row: number; values: Record<string, unknown> };

/**
 * An import preview waiting for `confirmImport` (kept in the database so that any API process can
 * confirm it); only its uploader may confirm it, within an hour.
 */
export const entityImport = pgTable(
  'entity_import',
  {
    id: uuid().primaryKey().defaultRandom(),
    entity: text().notNull(),
    userId: uuid().notNull(),
    customerId: uuid(),
    rows: jsonb().$type<StagedImportRow[]>().notNull(),
    errorCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entity_import_created_idx').on(t.createdAt)],
);
