import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Finds committed writes between two marks, the same way on PGlite and PostgreSQL: a row inserted or
 * updated after the mark carries a newer `xmin` than the mark's transaction id (compared by `age`,
 * safe across xid wrap-around); a delete changes the table's row count. Rows of rolled-back
 * transactions are invisible, so a refused request leaves nothing to find.
 */
export class WriteWatch {
  private mark = '0';
  private counts = new Map<string, number>();

  private constructor(
    private readonly db: Db,
    private readonly tables: readonly string[],
  ) {}

  /** Watches every table of the current schema except `allowed` (tables that record attempts by design). */
  static async start(db: Db, allowed: readonly string[]): Promise<WriteWatch> {
    const rows = await rowsOf<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = current_schema() order by 1`,
    );
    const watch = new WriteWatch(
      db,
      rows.map((r) => r.name).filter((n) => !allowed.includes(n)),
    );
    await watch.check();
    return watch;
  }

  /** The tables written since the last check (`table: +fresh rows, count before → after`); sets a new mark. */
  async check(): Promise<string[]> {
    const mark = sql.raw(`'${this.mark}'::xid`);
    const parts = this.tables.map(
      (t) =>
        sql`select ${t}::text as t, count(*)::int as n, (count(*) filter (where age(xmin) < age(${mark})))::int as fresh from ${sql.identifier(t)}`,
    );
    const rows = await rowsOf<{ t: string; n: number; fresh: number }>(
      this.db,
      sql.join(parts, sql` union all `),
    );
    const written: string[] = [];
    for (const r of rows) {
      const before = this.counts.get(r.t);
      if (this.mark !== '0' && (r.fresh > 0 || (before !== undefined && before !== r.n)))
        written.push(`${r.t}: ${r.fresh} new or changed, rows ${before} → ${r.n}`);
      this.counts.set(r.t, r.n);
    }
    const [next] = await rowsOf<{ x: string }>(this.db, sql`select (txid_current() % 4294967296)::text as x`);
    this.mark = next!.x;
    return written;
  }
}
