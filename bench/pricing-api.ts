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
import { setQuoteCache } from '../apps/server/src/modules/fms/price/price-quote-cache.ts';
import {
  GROUPS,
  preparePricingDatabase,
  QUOTING_USER,
  RANGES,
  shipment,
  TABLES,
  ZONES,
  zoneRows,
} from './pricing-data.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 1000);
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

  // bare: the same rows by the same kind of query, indexed once per table and zone, priced in floats
  type Range = { start: number; end: number; price: number };
  const index = new Map<string, Map<string, Range[]>>();
  const bare = async (i: number) => {
    const { rows } = await pool.query<{ id: string; product_id: string; customer_ids: string[] }>(
      `select id, product_id, customer_ids from fms_price where kind = 'customer' and effective_from <= now()
       and (effective_to is null or effective_to > now()) and (cardinality(customer_ids) = 0 or $1::uuid = any(customer_ids))`,
      [customerId],
    );
    const missing = rows.filter((r) => !index.has(r.id)).map((r) => r.id);
    if (missing.length) {
      const full = await pool.query<{
        id: string;
        data: { weightRanges: { zones: string[]; startWeight: string; endWeight: string; price: string }[] };
      }>('select id, data from fms_price where id = any($1::uuid[])', [missing]);
      for (const r of full.rows) {
        const byZone = new Map<string, Range[]>();
        for (const w of r.data.weightRanges) {
          const list = byZone.get(w.zones[0]!) ?? [];
          list.push({ start: Number(w.startWeight), end: Number(w.endWeight), price: Number(w.price) });
          byZone.set(w.zones[0]!, list);
        }
        index.set(r.id, byZone);
      }
    }
    const s = shipment(i);
    const zone = zoneRows.find((z) => s.postcode.startsWith(z.postcodePrefixes[0]!))!.name;
    const weight = Math.ceil(Math.max(Number(s.pieces[0]!.actualWeight), (40 * 30 * 20) / 6000) * 2) / 2;
    const best = new Map<string, (typeof rows)[number]>();
    for (const r of rows) if (!best.has(r.product_id) || r.customer_ids.length) best.set(r.product_id, r);
    const out: number[] = [];
    for (const r of best.values()) {
      const byZone = index.get(r.id)!;
      const hit = byZone.get(zone)?.find((x) => weight > x.start && weight <= x.end);
      if (hit) out.push(weight * hit.price);
    }
    return out.sort((a, b) => a - b);
  };

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
