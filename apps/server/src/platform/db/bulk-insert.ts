import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db.ts';

/** Rows per statement: a few MB of JSON at most, so no statement grows without bound. */
const ROWS_PER_STATEMENT = 2_000;

type ColumnOf = { name: string; type: string };

/** The database name and SQL type of each column of a table (the server's casing is snake_case). */
function columnsOf(table: PgTable): Map<string, ColumnOf> {
  return new Map(
    Object.entries(getTableColumns(table)).map(([key, c]) => [
      key,
      { name: c.keyAsName ? toSnakeCase(key) : c.name, type: c.getSQLType() },
    ]),
  );
}

/**
 * Inserts many rows of a table in one statement per few thousand rows: the rows travel as one JSON
 * parameter and `json_to_recordset`, typed with the columns the rows set (not the whole row type:
 * three times cheaper on a wide table), turns them into rows, so the cost per row is that of
 * PostgreSQL reading JSON rather than of building and sending a parameter per value.
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
  const columns = columnsOf(table);
  const byShape = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      const column = columns.get(key);
      // like drizzle's insert, keys that are not columns are ignored
      if (column) out[column.name] = value;
    }
    const shape = Object.keys(out).join(',');
    const group = byShape.get(shape) ?? [];
    group.push(out);
    byShape.set(shape, group);
  }
  const types = new Map([...columns.values()].map((c) => [c.name, c.type]));
  const target = sql.identifier(getTableName(table));
  for (const [shape, group] of byShape) {
    const names = shape.split(',');
    const list = sql.join(
      names.map((c) => sql.identifier(c)),
      sql`, `,
    );
    const typed = sql.raw(names.map((c) => `"${c}" ${types.get(c)}`).join(', '));
    for (let i = 0; i < group.length; i += ROWS_PER_STATEMENT) {
      const json = JSON.stringify(group.slice(i, i + ROWS_PER_STATEMENT));
      await db.execute(
        sql`insert into ${target} (${list}) select ${list} from json_to_recordset(${json}::json) as x(${typed})`,
      );
    }
  }
}
