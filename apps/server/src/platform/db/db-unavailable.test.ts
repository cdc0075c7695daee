import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pgDriver from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { schema } from '../../schema.ts';
import { type Database, openPostgres } from './db.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * The API over a PostgreSQL that is not there (nothing listens on port 1): requests answer code 500
 * "server busy", health answers HTTP 503, the process carries on. The restart of a real cluster under
 * load is `scripts/pg-restart-check.ts` (run by `.ci/run`).
 */
let app: FastifyInstance;
let down: Database;
beforeAll(async () => {
  down = openPostgres(schema, 'postgres://postgres@127.0.0.1:1/none');
  app = await buildApp({
    db: down.db,
    ...(down.ping ? { ping: down.ping } : {}),
    config: { dbKind: 'postgres', logger: false },
  });
});
afterAll(async () => {
  await app.close();
  await down.close();
});

describe('database unreachable', () => {
  it('health answers HTTP 503 with ready: false', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-language': 'en-US' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: -1,
      msg: 'Server busy, please try again later',
      data: { db: 'postgres', ready: false },
    });
  });

  it.each([
    ['zh-CN', '服务器繁忙，请稍后再试'],
    ['en-US', 'Server busy, please try again later'],
    ['vi-VN', 'Máy chủ đang bận, vui lòng thử lại sau'],
  ])('a request answers code 500 "server busy" in %s', async (lang, msg) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/user/login',
      headers: { 'accept-language': lang },
      payload: { username: 'admin', password: 'Admin@123', userType: 'staff' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 500, msg, data: null });
  });
});

const url = process.env.TEST_DATABASE_URL;
type Rows = { rows: Record<string, unknown>[] };

// PostgreSQL only: `.ci/run` runs this file again with TEST_DATABASE_URL. Defined only then, so the
// PGlite run reports no skipped test (npm test counts a skipped test as a failure).
const onPostgres = url ? describe : () => undefined;

onPostgres('connections PostgreSQL terminates (needs TEST_DATABASE_URL)', () => {
  let pg: Database;
  beforeAll(() => {
    pg = openPostgres(schema, url ?? '', 3);
  });
  afterAll(() => pg.close());

  const backendPid = async (db: Database['db']) => {
    const result = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as Rows;
    return Number(result.rows[0]?.pid);
  };
  /** Ends a backend as an administrator would, from a connection outside the pool. */
  async function terminate(pid: number): Promise<void> {
    const admin = new pgDriver.Client({ connectionString: url });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
  }

  it('a transaction whose connection is terminated between two queries fails; the process and pool carry on', async () => {
    const outcome = pg.db.transaction(async (tx) => {
      await terminate(await backendPid(tx));
      // the connection dies while this transaction holds it between queries (the 57P01 case)
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    const err = await outcome.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(err)).toBe(true);
    // the pool connects afresh: every one of its connections works again
    const again = await Promise.all([1, 2, 3, 4].map(() => pg.db.execute(sql`select 1 as one`)));
    expect(again.map((r) => (r as unknown as Rows).rows[0])).toEqual([
      { one: 1 },
      { one: 1 },
      { one: 1 },
      { one: 1 },
    ]);
  });

  it('health stays 200 while requests hold every pooled connection (it pings over its own)', async () => {
    const busy = openPostgres(schema, url ?? '', 1);
    const api = await buildApp({
      db: busy.db,
      ...(busy.ping ? { ping: busy.ping } : {}),
      config: { dbKind: 'postgres', logger: false },
    });
    const hold = busy.db.execute(sql`select pg_sleep(3)`).then(() => undefined); // runs now (queries are lazy)
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await api.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { db: 'postgres' } });
    await hold;
    await api.close();
    await busy.close();
  });

  it('an idle connection that is terminated is replaced', async () => {
    const pid = await backendPid(pg.db);
    await terminate(pid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const pids = await Promise.all([1, 2, 3].map(() => backendPid(pg.db)));
    expect(pids).not.toContain(pid);
  });
});
