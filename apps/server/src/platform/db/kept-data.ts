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
  /** The tables it is read from: any insert, update or delete of one forgets it. */
  tables: readonly (Table | string)[];
  /**
   * Tables it keeps rows of by key without keeping their absence (sessions by token): a new row
   * there changes nothing kept, so only their updates and deletes forget it. (An upsert counts as an
   * insert: a table written by upserts belongs in `tables`.)
   */
  changedRowsOf?: readonly (Table | string)[];
  /** Drops what is kept for that database (its next read loads it again). */
  forget: (db: Db) => void;
};

type Registered = { name: string; forget: (db: Db) => void; inserts: boolean };

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
  const add = (tables: readonly (Table | string)[], entry: Registered) => {
    for (const table of new Set(tables.map(nameOf))) {
      const list = byTable.get(table) ?? [];
      list.push(entry);
      byTable.set(table, list);
    }
  };
  add(kept.tables, { name: kept.name, forget: kept.forget, inserts: true });
  add(kept.changedRowsOf ?? [], { name: kept.name, forget: kept.forget, inserts: false });
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

/**
 * Forgets, in this process, every kept data read from one of the tables (call after the commit): the
 * tables updated or deleted from (`changed`), and those only inserted into (`inserted`).
 */
export function forgetWritten(
  db: Db,
  tables: Iterable<Table | string>,
  inserted: Iterable<Table | string> = [],
): void {
  const done = new Set<(db: Db) => void>();
  const local = perDatabase.get(db);
  const forget = (table: Table | string, changed: boolean) => {
    const name = nameOf(table);
    for (const kept of [...(everywhere.get(name) ?? []), ...(local?.get(name) ?? [])]) {
      if ((!changed && !kept.inserts) || done.has(kept.forget)) continue;
      done.add(kept.forget);
      kept.forget(db);
    }
  };
  for (const table of tables) forget(table, true);
  for (const table of inserted) forget(table, false);
}

const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete']);

type Recorded = { changed: Set<string>; inserted: Set<string> };

/** The transaction as services see it: the same object, recording the tables it writes. */
function recording<T extends object>(tx: T, written: Recorded): T {
  return new Proxy(tx, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (WRITES.has(prop))
        return (table: Table, ...rest: unknown[]) => {
          (prop === 'insert' ? written.inserted : written.changed).add(getTableName(table));
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
    const written: Recorded = { changed: new Set(), inserted: new Set() };
    try {
      return await (transaction as (w: typeof work, ...r: unknown[]) => Promise<unknown>)(
        (tx) => work(recording(tx, written)),
        ...rest,
      );
    } finally {
      if (written.changed.size || written.inserted.size) forgetWritten(db, written.changed, written.inserted);
    }
  };
  db.transaction = tracking as Db['transaction'];
}
