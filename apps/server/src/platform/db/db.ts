import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The database handle services use; the same type on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction is a Db too, so services accept either. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database and how to close it (`pglite` is the embedded client, when that is the engine). */
export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void>; pglite?: PGlite };

const CASING = 'snake_case';

/** Opens PostgreSQL through a node-postgres pool. */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
  const db: Db = drizzleNodePg({ client: pool, schema, casing: CASING });
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Opens PGlite persisted in a directory, or in memory when dataDir is undefined (optionally from a dump). */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db: Db = drizzlePglite({ client, schema, casing: CASING });
  return { db, kind: 'pglite', close: () => client.close(), pglite: client };
}
