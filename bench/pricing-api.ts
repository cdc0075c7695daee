/**
 * The price query through the API (`POST fms/price/queryPrice`: routing, session, permission,
 * validation, the tables query, the engine, JSON) against a bare indexed lookup of the same rows (the
 * same ids query run bare on the pool, the sub-data fetched once, then a Map by table and zone, the range found by bounds,
 * unit price × weight in floats), in one run. 200 customer price tables of 50 zones × 30 ranges in
 * 20 product groups: per group one general table and nine of customer C0001, whose user quotes.
 * Prints quotes/s, p50, p95 of both and the SQL queries per API request (session included).
 * Its own database (default `freightdesk_bench_pricing`), migrated, seeded and filled on first run.
 *
 * `--no-cache` switches the per-process answer cache off (every quote then runs the engine).
 *
 *   npx tsx bench/pricing-api.ts [--runs 1000] [--no-cache]
 */
import { buildApp } from '../apps/server/src/app.ts';
import { setQuoteCache } from '../apps/server/src/modules/fms/price/quote-cache.ts';
import { numberArg } from './args.ts';
import {
  bareLookup,
  GROUPS,
  preparePricingDatabase,
  QUOTING_USER,
  RANGES,
  shipment,
  TABLES,
  ZONES,
} from './pricing-data.ts';

const RUNS = numberArg('runs', 1000);
const CACHE = !process.argv.includes('--no-cache');
const WARMUP = 50;

function report(name: string, times: number[], totalMs: number) {
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `${name.padEnd(6)} ${(times.length / (totalMs / 1000)).toFixed(0).padStart(6)} quotes/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms`,
  );
}

/** Times the runs; also prints this process's CPU per run (less swayed by a loaded machine than the clock). */
async function timed(name: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run(i);
  const times: number[] = [];
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  const used = process.cpuUsage(cpu);
  report(name, times, performance.now() - start);
  console.log(`        node CPU ${((used.user + used.system) / 1000 / RUNS).toFixed(2)} ms per quote`);
}

async function main() {
  setQuoteCache(CACHE);
  const { db, pool, queries, close, customerId } = await preparePricingDatabase();
  const app = await buildApp({
    db,
    config: { nodeEnv: 'production', dbKind: 'postgres', logger: false, webDist: null },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/user/login',
    payload: QUOTING_USER,
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const api = async (i: number) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/fms/price/queryPrice',
      headers: { token },
      payload: shipment(i),
    });
    const body = res.json() as { code: number; msg: string; data: { ok: boolean }[] };
    if (body.code !== 0) throw new Error(body.msg);
    return body.data;
  };
  const priced = (await api(0)).filter((r) => r.ok).length;

  const bare = bareLookup(pool, customerId);

  console.log(
    `${TABLES} tables × ${ZONES} zones × ${RANGES} ranges, ${GROUPS} products (${priced} priced per quote), ${RUNS} runs, answer cache ${CACHE ? 'on' : 'off'}`,
  );
  const before = queries();
  await timed('api', api);
  console.log(`        ${((queries() - before) / (RUNS + WARMUP)).toFixed(2)} SQL queries per API quote`);
  await timed('bare', bare);
  await app.close();
  await close();
}

await main();
