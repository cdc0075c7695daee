import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db.ts';

/** Rows per statement: a few MB of JSON at most, so no statement grows without bound. */
const ROWS_PER_STATEMENT = 2_000;

/** The database name of each column of a table (the server's casing is snake_case). */
function columnNames(table: PgTable): Map<string, string> {
  return new Map(
    Object.entries(getTableColumns(table)).map(([key, c]) => [key, c.keyAsName ? toSnakeCase(key) : c.name]),
  );
}

/**
 * Inserts many rows of a table in one statement per few thousand rows: the rows travel as one JSON
 * parameter and `json_populate_recordset` turns them into the table's row type, so the cost per row
 * is that of PostgreSQL reading JSON rather than of building and sending a parameter per value.
 * Rows are objects keyed like the table's columns (other keys are ignored); an undefined value takes
 * the column's SQL default (rows are grouped by the columns they set; JS-side defaults are not
 * applied). Values go through `JSON.stringify`: dates as ISO text, numerics as text, jsonb and arrays
 * as JSON.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
): Promise<void> {
  if (!rows.length) return;
  const names = columnNames(table);
  const byShape = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      const name = names.get(key);
      // like drizzle's insert, keys that are not columns are ignored
      if (name) out[name] = value;
    }
    const shape = Object.keys(out).join(',');
    const group = byShape.get(shape) ?? [];
    group.push(out);
    byShape.set(shape, group);
  }
  for (const [shape, group] of byShape) {
    const columns = sql.join(
      shape.split(',').map((c) => sql.identifier(c)),
      sql`, `,
    );
    const target = sql.identifier(getTableName(table));
    for (let i = 0; i < group.length; i += ROWS_PER_STATEMENT) {
      const json = JSON.stringify(group.slice(i, i + ROWS_PER_STATEMENT));
      await db.execute(
        sql`insert into ${target} (${columns}) select ${columns} from json_populate_recordset(null::${target}, ${json}::json)`,
      );
    }
  }
}
