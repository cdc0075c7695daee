/**
 * The bench database: `BENCH_DATABASE_URL` (default postgres://postgres@127.0.0.1:5432/freightdesk_bench),
 * created when missing, opened with a pg pool whose `query` calls are counted (queries per request).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/platform/db/db.ts';
import { schema } from '../apps/server/src/schema.ts';

export const BENCH_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/freightdesk_bench';

/** Creates the database of the URL when it does not exist (connecting to `postgres` on the same server). */
export async function ensureDatabase(url = BENCH_URL): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await client.end();
  }
}

export type CountedDb = { db: Db; pool: pg.Pool; queries: () => number; close: () => Promise<void> };

/** Opens the database like the server does (snake_case casing), counting every pool query. */
export function openCounted(url = BENCH_URL, poolSize = 10): CountedDb {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let count = 0;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    count++;
    return query(...args);
  };
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, pool, queries: () => count, close: () => pool.end() };
}
