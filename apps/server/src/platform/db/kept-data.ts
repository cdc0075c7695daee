import { getTableName, type Table } from 'drizzle-orm';
import type { Db } from './db.ts';

/**
 * Data a process keeps in memory for a few seconds (sessions, role permissions, settings, the pricing
 * reference data, the price tables' heads, customer flags …), declared with the tables it is read
 * from. Every transaction of the app's database records the tables it inserts into, updates or
 * deletes from (`trackWrites`); when it has ended, every kept data depending on one of them is
 * forgotten in this process — after the commit, so no request can keep the old rows again in between,
 * and after a rollback too, so nothing read through the transaction outlives it. Other processes see
 * the change when their copy runs out (its TTL, 5 s).
 *
 * A cache registers itself here (`keepData`); this module knows no module. A write outside a
 * transaction (one autocommitted statement) calls `forgetWritten` after it.
 */
export type KeptData = {
  /** What is kept, for messages and tests. */
  name: string;
  /** The tables it is read from. */
  tables: readonly (Table | string)[];
  /** Drops what is kept for that database (its next read loads it again). */
  forget: (db: Db) => void;
};

type Registered = { name: string; forget: (db: Db) => void };

/** Module-level caches (keyed by database inside): by table name. */
const everywhere = new Map<string, Registered[]>();
/** Caches of one app instance (its runtime): by database, then table name. */
const perDatabase = new WeakMap<Db, Map<string, Registered[]>>();

const nameOf = (table: Table | string) => (typeof table === 'string' ? table : getTableName(table));

/** Registers kept data: for every database, or (an app instance's cache) for one. */
export function keepData(kept: KeptData, db?: Db): void {
  let byTable = everywhere;
  if (db) {
    byTable = perDatabase.get(db) ?? new Map();
    perDatabase.set(db, byTable);
  }
  const entry: Registered = { name: kept.name, forget: kept.forget };
  for (const table of new Set(kept.tables.map(nameOf))) {
    const list = byTable.get(table) ?? [];
    list.push(entry);
    byTable.set(table, list);
  }
}

/** The kept data that depends on a table (tests, docs). */
export function keptDataOf(db: Db, table: Table | string): string[] {
  const name = nameOf(table);
  return [...(everywhere.get(name) ?? []), ...(perDatabase.get(db)?.get(name) ?? [])].map((k) => k.name);
}

/** Every table some kept data of the database is read from (a test checks each exists). */
export function keptTables(db: Db): string[] {
  return [...new Set([...everywhere.keys(), ...(perDatabase.get(db)?.keys() ?? [])])].sort();
}

/** Forgets, in this process, every kept data read from one of the tables (call after the commit). */
export function forgetWritten(db: Db, tables: Iterable<Table | string>): void {
  const done = new Set<Registered>();
  const local = perDatabase.get(db);
  for (const table of tables) {
    const name = nameOf(table);
    for (const kept of [...(everywhere.get(name) ?? []), ...(local?.get(name) ?? [])]) {
      if (done.has(kept)) continue;
      done.add(kept);
      kept.forget(db);
    }
  }
}

const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete']);

/** The transaction as services see it: the same object, recording the tables it writes. */
function recording<T extends object>(tx: T, written: Set<string>): T {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (WRITES.has(prop))
        return (table: Table, ...rest: unknown[]) => {
          written.add(getTableName(table));
          return value.call(target, table, ...rest);
        };
      if (prop === 'transaction')
        // a savepoint: its writes belong to the outer transaction's list
        return (work: (inner: object) => unknown, ...rest: unknown[]) =>
          value.call(target, (inner: object) => work(recording(inner, written)), ...rest);
      return value;
    },
  });
}

const tracked = new WeakSet<Db>();

/**
 * Makes every transaction of the database record the tables it writes and forget their kept data when
 * it has ended (committed or rolled back). Idempotent; the app calls it on its database.
 */
export function trackWrites(db: Db): void {
  if (tracked.has(db)) return;
  tracked.add(db);
  const transaction = db.transaction.bind(db);
  const tracking = async (work: (tx: object) => Promise<unknown>, ...rest: unknown[]) => {
    const written = new Set<string>();
    try {
      return await (transaction as (w: typeof work, ...r: unknown[]) => Promise<unknown>)(
        (tx) => work(recording(tx, written)),
        ...rest,
      );
    } finally {
      if (written.size) forgetWritten(db, written);
    }
  };
  db.transaction = tracking as Db['transaction'];
}
