/**
 * Waybill search and findById on the bench database (fill it first: `npm run generate`), through the
 * real app (`buildApp`, Fastify inject: routing, session, permission, validation, JSON) and as the
 * very same SQL run bare on a pg pool (compiled once, as the app prepares it), in one run. Prints p50 / p95 in ms, the API ÷ bare ratio of
 * p95 and the SQL queries per API request (session and permissions included). Goal: API p95 ≤ 1.5 ×
 * bare, ≤ 3 queries per search request.
 *
 *   npm run search -w @freightdesk/bench -- --runs 200 [--case findById]   (only the cases whose name holds it)
 */
import { FIND_BY_ID_FLAGS, type WaybillSearchPayload, waybillSearchPayload } from '@freightdesk/domain';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { detailPlaceholders } from '../apps/server/src/modules/lms/waybill/waybill-detail.service.ts';
import {
  type SearchScope,
  searchStatement,
  statusGroupStatement,
} from '../apps/server/src/modules/lms/waybill/waybill-search.service.ts';
import { BENCH_URL, openCounted } from './bench-db.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
const runs = (() => {
  const i = process.argv.indexOf('--runs');
  return i > 0 ? Number(process.argv[i + 1]) : 200;
})();
const only = (() => {
  const i = process.argv.indexOf('--case');
  return i > 0 ? process.argv[i + 1]! : '';
})();
const WARMUP = 20;

type Rows<T> = { rows: T[] };
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const clock = async (run: () => Promise<unknown>) => {
  const t0 = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - t0) / 1e6;
};

/**
 * Times the API and the bare statement alternately (one of each per run), so that both meet the same
 * load on a shared machine; answers both sets sorted, and the pool queries the API runs made.
 */
async function timedPair(
  n: number,
  api: (i: number) => Promise<unknown>,
  bareRun: (i: number) => Promise<unknown>,
  queries: () => number,
): Promise<{ a: number[]; b: number[]; apiQueries: number }> {
  for (let i = 0; i < WARMUP; i++) {
    await api(i);
    await bareRun(i);
  }
  const a: number[] = [];
  const b: number[] = [];
  let apiQueries = 0;
  for (let i = 0; i < n; i++) {
    const before = queries();
    a.push(await clock(() => api(i)));
    apiQueries += queries() - before;
    b.push(await clock(() => bareRun(i)));
  }
  return { a: a.sort((x, y) => x - y), b: b.sort((x, y) => x - y), apiQueries };
}

/** A statement compiled once (as the app's prepared statements are), then run bare on the pool. */
function bare(pool: pg.Pool, statement: SQL) {
  const q = dialect.sqlToQuery(statement);
  return () => pool.query(q.sql, q.params as unknown[]);
}

async function main() {
  const { db, pool, queries, close } = openCounted(BENCH_URL, 10);
  const app = await buildApp({
    db,
    config: { nodeEnv: 'production', dbKind: 'postgres', logger: false, webDist: null },
  });
  const login = async (username: string, password: string, userType: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/user/login',
      payload: { username, password, userType, mode: 'normal' },
    });
    const body = res.json() as { code: number; msg: string; data: { token: string } };
    if (body.code !== 0) throw new Error(`login ${username}: ${body.msg}`);
    return body.data.token;
  };
  const staff = await login('admin', 'Admin@123', 'staff');
  const customer = await login('demo', 'Demo@123', 'customer');
  const [c1] = (
    (await db.execute(sql`select id from customer where code = 'C0001'`)) as unknown as Rows<{ id: string }>
  ).rows;
  const [{ n: total } = { n: 0 }] = (
    (await db.execute(sql`select count(*)::int as n from lms_waybill`)) as unknown as Rows<{ n: number }>
  ).rows;
  const sample = (
    (await db.execute(
      sql`select id, waybill_no as "no" from lms_waybill tablesample system (1) limit 1000`,
    )) as unknown as Rows<{
      id: string;
      no: string;
    }>
  ).rows;
  const product = (
    (await db.execute(sql`select id from basic_product order by code limit 1`)) as unknown as Rows<{
      id: string;
    }>
  ).rows[0]!.id;
  const now = Date.now();
  const last30 = [new Date(now - 30 * 86_400_000).toISOString(), new Date(now).toISOString()];
  console.log(`${total.toLocaleString('en')} waybills; ${runs} runs per case after ${WARMUP} warm-up runs\n`);

  const api = async (token: string, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: { token },
      ...(method === 'GET' ? { query: body as Record<string, string> } : { payload: body as object }),
    });
    const json = res.json() as { code: number; msg: string };
    if (json.code !== 0) throw new Error(`${url}: ${json.msg}`);
  };

  type Case = {
    name: string;
    token: string;
    scope: SearchScope;
    api: (i: number) => Promise<unknown>;
    bare: (i: number) => Promise<unknown>;
  };
  const searchCase = (
    name: string,
    token: string,
    scope: SearchScope,
    criteria: Record<string, unknown>,
  ): Case => {
    const payload: WaybillSearchPayload = waybillSearchPayload.parse({ criteria, page: 1, size: 50 });
    return {
      name,
      token,
      scope,
      api: () => api(token, 'POST', '/lms/waybill/search', { criteria, page: 1, size: 50 }),
      bare: bare(pool, searchStatement(payload, scope)),
    };
  };
  const groupCase = (
    name: string,
    token: string,
    scope: SearchScope,
    criteria: Record<string, unknown>,
  ): Case => {
    const parsed = waybillSearchPayload.parse({ criteria }).criteria;
    return {
      name,
      token,
      scope,
      api: () => api(token, 'POST', '/lms/waybill/statusGroup', criteria),
      bare: bare(pool, statusGroupStatement(parsed, scope)),
    };
  };
  const allFlags = Object.fromEntries(FIND_BY_ID_FLAGS.map((f) => [f, 'true']));
  const everyFlag = Object.fromEntries(FIND_BY_ID_FLAGS.map((f) => [f, true]));
  const own = (
    (await db.execute(
      sql`select id from lms_waybill where customer_id = ${c1!.id} order by order_time desc limit 500`,
    )) as unknown as Rows<{ id: string }>
  ).rows.map((r) => r.id);
  const staffDetail = detailPlaceholders(db, everyFlag, false).toSQL();
  const customerDetail = detailPlaceholders(db, everyFlag, true).toSQL();
  // admin holds the fee-list codes: the list's finance columns are in both the API and the bare statement
  const staffScope: SearchScope = { customerId: null, fees: { customer: true, agent: true } };
  const customerScope: SearchScope = { customerId: c1!.id };
  const numbers = sample
    .slice(0, 50)
    .map((s) => s.no)
    .join('\n');
  const cases: Case[] = [
    searchCase('search staff: last 30 days + product + group waitSend', staff, staffScope, {
      orderTime: last30,
      productId: product,
      statusGroup: 'waitSend',
    }),
    searchCase('search staff: 50 waybill numbers', staff, staffScope, { numbers }),
    searchCase('search customer: last 30 days', customer, customerScope, { orderTime: last30 }),
    searchCase('search customer: all, newest first', customer, customerScope, {}),
    groupCase('statusGroup staff: last 30 days', staff, staffScope, { orderTime: last30 }),
    groupCase('statusGroup customer: last 30 days', customer, customerScope, { orderTime: last30 }),
    {
      name: 'findById staff: every flag',
      token: staff,
      scope: staffScope,
      api: (i) =>
        api(staff, 'GET', '/lms/waybill/findById', { id: sample[i % sample.length]!.id, ...allFlags }),
      bare: (i) =>
        pool.query(
          staffDetail.sql,
          fillPlaceholders(staffDetail.params, { id: sample[i % sample.length]!.id }),
        ),
    },
    {
      name: 'findById customer: every flag',
      token: customer,
      scope: customerScope,
      api: (i) => api(customer, 'GET', '/lms/waybill/findById', { id: own[i % own.length]!, ...allFlags }),
      bare: (i) =>
        pool.query(
          customerDetail.sql,
          fillPlaceholders(customerDetail.params, { id: own[i % own.length]!, customerId: c1!.id }),
        ),
    },
  ];

  console.log('case'.padEnd(58), 'api p50  api p95  bare p50 bare p95  ratio  queries/req');
  for (const c of cases.filter((x) => x.name.includes(only))) {
    const { a, b, apiQueries } = await timedPair(runs, c.api, c.bare, queries);
    const perRequest = apiQueries / runs;
    const f = (x: number) => x.toFixed(2).padStart(8);
    console.log(
      c.name.padEnd(58),
      f(pct(a, 50)),
      f(pct(a, 95)),
      f(pct(b, 50)),
      f(pct(b, 95)),
      (pct(a, 95) / pct(b, 95)).toFixed(2).padStart(6),
      perRequest.toFixed(1).padStart(8),
    );
  }
  await app.close();
  await close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
