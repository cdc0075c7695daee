import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One parsed import row waiting for confirmation: its spreadsheet row number, payload values, enabled flag. */
export type StagedImportRow = { row: number; values: Record<string, unknown>; enabled?: boolean };
/** A problem of an import row, as the "failure reason" dialog lists it. */
export type ImportError = { row: number; column: string; message: string };

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
    errors: jsonb().$type<ImportError[]>().notNull().default([]),
    errorCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entity_import_created_idx').on(t.createdAt)],
);
