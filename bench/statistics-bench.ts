/**
 * Finance statistics at scale (issue 16), API and bare SQL side by side in one run:
 *
 * - `profit`: `POST fms/statistics/profit` by month over a year of `--fees` (200,000) customer and agent
 *   fees (two currencies) of one bench waybill, against the same sums written as one plain
 *   `GROUP BY` statement.
 * - `fund`: `POST fms/statistics/fund` by day over that year with `--flows` (200,000) account flows on
 *   one bench cash account (365 buckets × every account), against a plain running-sum statement.
 *
 * Its own database (default `freightdesk_bench_statistics`), migrated, seeded and filled on first run.
 *
 *   npx tsx bench/statistics-bench.ts [--fees 200000] [--flows 200000] [--runs 10]
 */
import { STATISTICS_API } from '@freightdesk/domain';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { numberArg } from './args.ts';
import { ensureDatabase, openCounted } from './bench-db.ts';

const URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/freightdesk_bench_statistics';
const FEES = numberArg('fees', 200_000);
const FLOWS = numberArg('flows', 200_000);
const RUNS = numberArg('runs', 10);
const YEAR = { from: '2030-01-01', to: '2030-12-31', timeZone: 'UTC' };
const START = '2030-01-01T00:00:00Z';

/** One bench waybill (a copy of a demo one) with `FEES` fees over 2030; answers nothing. */
async function fillFees(pool: pg.Pool) {
  const n = await pool.query<{ n: string }>(
    `select count(*) n from lms_waybill_fee where belong_time >= $1::timestamptz`,
    [START],
  );
  if (Number(n.rows[0]!.n) >= FEES) return;
  console.log(`inserting ${FEES} fees…`);
  const w = await pool.query<{ id: string; customer_id: string }>(
    `insert into lms_waybill select (jsonb_populate_record(null::lms_waybill,
       (to_jsonb(w) - 'id' - 'waybill_no' - 'customer_no' - 'track_no')
       || jsonb_build_object('id', gen_random_uuid(), 'waybill_no', 'FDSTATBENCH'))).*
     from lms_waybill w where waybill_no like 'FDDEMO%' limit 1 returning id, customer_id`,
  );
  await pool.query(
    `insert into lms_waybill_fee (waybill_id, kind, party_id, subject_name, value, currency, exchange_rate,
       conversion_value, status, belong_time)
     select $1, case when i % 3 = 0 then 'agent' else 'customer' end, $2, 'freight',
       round((1 + (i * 37 % 50000) / 100.0)::numeric, 2), case when i % 5 = 0 then 'USD' else 'RMB' end,
       case when i % 5 = 0 then 7.1 else 1 end,
       round((1 + (i * 37 % 50000) / 100.0)::numeric * case when i % 5 = 0 then 7.1 else 1 end, 2),
       10, $3::timestamptz + (i % 31536000) * interval '1 second'
     from generate_series(1, $4::int) i`,
    [w.rows[0]!.id, w.rows[0]!.customer_id, START, FEES],
  );
}

/** `FLOWS` flows over 2030 on a bench account (the demo accounts keep theirs). */
async function fillFlows(pool: pg.Pool) {
  const n = await pool.query<{ n: string }>(`select count(*) n from fms_account_flow where flow_time >= $1`, [
    START,
  ]);
  if (Number(n.rows[0]!.n) >= FLOWS) return;
  console.log(`inserting ${FLOWS} account flows…`);
  const a = await pool.query<{ id: string }>(
    `insert into fms_cash_account select (jsonb_populate_record(null::fms_cash_account,
       (to_jsonb(a) - 'id' - 'name') || jsonb_build_object('id', gen_random_uuid(), 'name', 'Bench account'))).*
     from fms_cash_account a where currency = 'RMB' limit 1 returning id`,
  );
  await pool.query(
    `insert into fms_account_flow (account_id, source, value, balance, currency, flow_time)
     select $1, 'income', case when i % 2 = 0 then 10.25 else -7.5 end, 0, 'RMB',
       $2::timestamptz + (i % 31536000) * interval '1 second'
     from generate_series(1, $3::int) i`,
    [a.rows[0]!.id, START, FLOWS],
  );
}

const BARE_PROFIT = `select to_char(date_trunc('month', belong_time at time zone 'UTC'), 'YYYY-MM') as key, currency,
    count(distinct waybill_id), sum(value) filter (where kind = 'customer') as income,
    sum(value) filter (where kind = 'agent') as cost,
    sum(case when kind = 'customer' then value else -value end) as profit,
    sum(case when kind = 'customer' then conversion_value else -conversion_value end) as local_profit
  from lms_waybill_fee where not is_deleted and belong_time >= '2030-01-01' and belong_time < '2031-01-01'
  group by 1, 2 order by 1, 2`;

const BARE_FUND = `with d as (select generate_series('2030-01-01'::timestamp, '2030-12-31', interval '1 day') as day),
    m as (select account_id, date_trunc('day', flow_time at time zone 'UTC') as day, sum(value) as net,
        sum(value) filter (where value > 0) as inflow, -sum(value) filter (where value < 0) as outflow
      from fms_account_flow where flow_time >= '2030-01-01' and flow_time < '2031-01-01' group by 1, 2)
  select d.day, a.id, m.inflow, m.outflow,
    coalesce(a.opening_balance, 0) + sum(coalesce(m.net, 0)) over (partition by a.id order by d.day)
  from d cross join fms_cash_account a left join m on m.account_id = a.id and m.day = d.day`;

const pct = (times: number[], q: number) => {
  const s = [...times].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const line = (name: string, times: number[]) =>
  console.log(
    `${name.padEnd(30)} p50 ${pct(times, 0.5).toFixed(1).padStart(8)} ms  p95 ${pct(times, 0.95).toFixed(1).padStart(8)} ms`,
  );

async function main() {
  await ensureDatabase(URL);
  const { db, pool, close } = openCounted(URL, 10);
  await migrate(db);
  await seedDatabase(db, {
    production: false,
    passwordHash: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  });
  await fillFees(pool);
  await fillFlows(pool);
  const app = await buildApp({
    db,
    config: { nodeEnv: 'production', dbKind: 'postgres', logger: false, webDist: null },
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/user/login',
    payload: { username: 'admin', password: 'Admin@123', userType: 'staff' },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const api = async (url: string, payload: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { token },
      payload: payload as object,
    });
    const body = res.json() as { code: number; msg: string; data: unknown };
    if (body.code !== 0) throw new Error(`${url}: ${body.msg}`);
    return body.data;
  };
  const cases = [
    { name: 'profit by month', url: STATISTICS_API.profit.query.url, groupBy: 'month', bare: BARE_PROFIT },
    { name: 'fund by day', url: STATISTICS_API.fund.query.url, groupBy: 'day', bare: BARE_FUND },
  ];
  for (const c of cases) {
    const apiTimes: number[] = [];
    const bareTimes: number[] = [];
    await api(c.url, { ...YEAR, groupBy: c.groupBy });
    await pool.query(c.bare);
    for (let run = 0; run < RUNS; run++) {
      let t0 = performance.now();
      await api(c.url, { ...YEAR, groupBy: c.groupBy });
      apiTimes.push(performance.now() - t0);
      t0 = performance.now();
      await pool.query(c.bare);
      bareTimes.push(performance.now() - t0);
    }
    console.log(`\n${c.name} over 2030 (${FEES} fees, ${FLOWS} flows), ${RUNS} runs each`);
    line(`API ${c.url}`, apiTimes);
    line('bare SQL', bareTimes);
    console.log(`ratio at p50 ${(pct(apiTimes, 0.5) / pct(bareTimes, 0.5)).toFixed(2)}`);
  }
  await app.close();
  await close();
}

await main();
