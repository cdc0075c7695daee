import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * The tables by export name, for the database handle. The top floor assembles it from the module
 * manifests (`src/schema.ts`) and passes it when it opens the database.
 */
export type Schema = Readonly<Record<string, unknown>>;
/** The database handle services use; the same type on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction is a Db too, so services accept either. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database and how to close it (`pglite` is the embedded client, when that is the engine). */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  pglite?: PGlite;
  /** Whether the database answers, over a connection of its own (a busy pool does not delay it). */
  ping?: () => Promise<void>;
};

const CASING = 'snake_case';

/** How long a request waits for a new PostgreSQL connection before it fails (database unreachable). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Keeps the process alive when PostgreSQL drops connections (restart, failover, `pg_terminate_backend`).
 * node-postgres emits `error` on a client whose connection dies; the pool listens only while the client
 * is idle, so a client checked out at that moment (a transaction between two queries) would crash the
 * process. Every client gets a listener for its whole life; a checked-out one is handed back to the
 * pool with the error at once, so the pool drops it and connects afresh (its holder's next query
 * fails, and a later release by the holder does nothing — a transaction whose `begin` failed never
 * releases it).
 */
function survivePoolErrors(pool: pg.Pool): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      const held = client as pg.PoolClient;
      if (!checkedOut.has(held)) return; // idle: the pool removes it and emits the pool error below
      console.error('[db] PostgreSQL connection lost while in use:', err.message);
      const release = held.release;
      held.release = () => {};
      release.call(held, err);
    });
  });
  // an idle client losing its connection: the pool has removed it already
  pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
}

/** Opens PostgreSQL through a node-postgres pool that reconnects by itself after connections are lost. */
export function openPostgres(schema: Schema, url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  survivePoolErrors(pool);
  // the health check's own connection, so that requests filling the pool do not read as "unreachable"
  const probe = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  survivePoolErrors(probe);
  const db: Db = drizzleNodePg({ client: pool, schema, casing: CASING });
  return {
    db,
    kind: 'postgres',
    close: () => Promise.all([pool.end(), probe.end()]).then(() => undefined),
    ping: () => probe.query('select 1').then(() => undefined),
  };
}

/** Opens PGlite persisted in a directory, or in memory when dataDir is undefined (optionally from a dump). */
export async function openPglite(schema: Schema, dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db: Db = drizzlePglite({ client, schema, casing: CASING });
  return { db, kind: 'pglite', close: () => client.close(), pglite: client };
}
