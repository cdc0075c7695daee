import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SessionCache, type SessionRecord } from '../auth/session-cache.ts';
import { TtlCache } from '../http/runtime.ts';
import { type Database, openPglite } from './db.ts';
import { forgetWritten, keepData, keptDataOf, keptTables, trackWrites } from './kept-data.ts';

/** The one mechanism by which a process forgets the data it keeps once a write of its tables has ended. */

const probe = pgTable('kept_probe', { id: integer().primaryKey() });
const other = pgTable('kept_other', { id: integer().primaryKey() });

describe('kept data and the transactions that write its tables', () => {
  let database: Database;
  const events: string[] = [];

  beforeAll(async () => {
    database = await openPglite(schema);
    await database.db.execute(sql`create table kept_probe (id integer primary key)`);
    await database.db.execute(sql`create table kept_other (id integer primary key)`);
    trackWrites(database.db);
    trackWrites(database.db); // idempotent: one forget per transaction
    keepData({ name: 'probe', tables: [probe], forget: () => events.push('forget') }, database.db);
  });
  afterAll(() => database.close());

  it('forgets after the commit, never while the transaction is open', async () => {
    events.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.insert(probe).values({ id: 1 });
      await tx.update(probe).set({ id: 2 });
      events.push('written');
    });
    expect(events).toEqual(['written', 'forget']);
  });

  it('forgets after a rollback too (nothing read through the transaction outlives it)', async () => {
    events.length = 0;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.delete(probe);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(events).toEqual(['forget']);
    expect(await database.db.select().from(probe)).toEqual([{ id: 2 }]);
  });

  it('records the writes of a savepoint, and forgets nothing for other tables or reads', async () => {
    events.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.select().from(probe);
      await tx.insert(other).values({ id: 1 });
    });
    expect(events).toEqual([]);
    await database.db.transaction((tx) => tx.transaction((inner) => inner.insert(probe).values({ id: 3 })));
    expect(events).toEqual(['forget']);
  });

  it('a cache of rows by key is not forgotten by new rows, only by changed ones', async () => {
    const kept: string[] = [];
    keepData(
      { name: 'byKey', tables: [], changedRowsOf: [other], forget: () => kept.push('forget') },
      database.db,
    );
    await database.db.transaction((tx) => tx.insert(other).values({ id: 10 }));
    expect(kept).toEqual([]);
    await database.db.transaction((tx) => tx.delete(other).where(sql`id = 10`));
    expect(kept).toEqual(['forget']);
  });

  it('a write outside a transaction forgets by the explicit call', () => {
    events.length = 0;
    forgetWritten(database.db, [], ['kept_other']);
    expect(events).toEqual([]);
    forgetWritten(database.db, [probe]);
    expect(events).toEqual(['forget']);
    expect(keptDataOf(database.db, 'kept_probe')).toEqual(['probe']);
  });

  it('a load in flight when its data is forgotten is not kept', async () => {
    const cache = new TtlCache<string>(5_000);
    let release: (v: string) => void = () => {};
    const first = cache.get('k', 0, () => new Promise((resolve) => (release = resolve)));
    cache.invalidate(); // a write committed while the old rows were being read
    release('old');
    expect(await first).toBe('old');
    expect(await cache.get('k', 1, async () => 'new')).toBe('new');
  });

  it('a session read before its user was forgotten is not kept', () => {
    const sessions = new SessionCache(5_000);
    const record = { sessionId: 's1', userId: 'u1', enabled: true } as SessionRecord;
    const readAt = sessions.generation;
    sessions.clear(); // the user was disabled while the session was being read
    sessions.set('hash', record, 0, readAt);
    expect(sessions.get('hash', 1)).toBeUndefined();
    sessions.set('hash', record, 0, sessions.generation);
    expect(sessions.get('hash', 1)).toBe(record);
  });
});

describe('the kept data of the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('declares only tables that exist', async () => {
    const names = keptTables(t.database.db);
    expect(names).toEqual(
      expect.arrayContaining([
        'app_user',
        'basic_product',
        'customer',
        'fms_price',
        'role_permission',
        'sys_config',
      ]),
    );
    const result = (await t.database.db.execute(sql`
      select table_name from information_schema.tables where table_schema = 'public'`)) as unknown as {
      rows: { table_name: string }[];
    };
    const existing = new Set(result.rows.map((r) => r.table_name));
    expect(names.filter((n) => !existing.has(n))).toEqual([]);
  });

  it('names what each cached table feeds', () => {
    expect(keptDataOf(t.database.db, 'basic_zone')).toEqual(['priceReference', 'feeReference']);
    expect(keptDataOf(t.database.db, 'app_user')).toEqual(['dataScopeGrants', 'sessions']);
    expect(keptDataOf(t.database.db, 'session')).toEqual(['sessions']);
  });
});
