/**
 * Receivables at scale (issue 15), API and bare SQL side by side in one run:
 *
 * - `bill`: one statement bill over `--fees` (100,000) confirmed fees of one customer through the API
 *   (`POST fms/statementBill/make`: routing, session, permission, validation, the balance lock, the
 *   number rule, the fees moved in one statement, the flow) against the same work as bare SQL in one
 *   transaction (the bill row, `UPDATE … RETURNING` of the fees feeding `INSERT … SELECT` of the bill's
 *   fees, the totals). The fees are put back to unbilled before every run; API and bare alternate.
 * - `flow`: a customer with `--flows` (1,000,000) balance-flow rows: the first page and the total
 *   through the API (`POST fms/balanceFlow/search`) against the same two statements bare, and the
 *   customer ledger of the last 30 days (`POST fms/customerLedger/search`), p50 / p95.
 *
 * Its own database (default `freightdesk_bench_receivables`), migrated, seeded and filled on first run.
 *
 *   npx tsx bench/receivables-bench.ts [--case bill|flow] [--fees 100000] [--flows 1000000] [--runs 5]
 */
import { BALANCE_API, BILL_API } from '@freightdesk/domain';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { numberArg } from './args.ts';
import { ensureDatabase, openCounted } from './bench-db.ts';

const URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/freightdesk_bench_receivables';
const FEES = numberArg('fees', 100_000);
const FLOWS = numberArg('flows', 1_000_000);
const RUNS = numberArg('runs', 5);
const only = process.argv.includes('--case') ? process.argv[process.argv.indexOf('--case') + 1] : undefined;
const FROM = '2026-01-01T00:00:00Z';
const TO = '2026-02-01T00:00:00Z';

/** A bench customer (a copy of C0001 under `code`) with one waybill; answers their ids. */
async function benchCustomer(pool: pg.Pool, code: string) {
  const found = await pool.query<{ id: string }>('select id from customer where code = $1', [code]);
  if (found.rows[0]) {
    const w = await pool.query<{ id: string }>('select id from lms_waybill where customer_id = $1 limit 1', [
      found.rows[0].id,
    ]);
    return { customerId: found.rows[0].id, waybillId: w.rows[0]!.id };
  }
  const c = await pool.query<{ id: string }>(
    `insert into customer select (jsonb_populate_record(null::customer,
       (to_jsonb(c) - 'id' - 'code' - 'name' - 'customer_key' - 'customer_key_hash')
       || jsonb_build_object('id', gen_random_uuid(), 'code', $1::text, 'name', $1::text)::jsonb)).*
     from customer c where code = 'C0001' returning id`,
    [code],
  );
  const customerId = c.rows[0]!.id;
  const w = await pool.query<{ id: string }>(
    `insert into lms_waybill select (jsonb_populate_record(null::lms_waybill,
       (to_jsonb(w) - 'id' - 'waybill_no' - 'customer_no' - 'track_no')
       || jsonb_build_object('id', gen_random_uuid(), 'waybill_no', 'FDBENCH' || $1::text, 'customer_id', $2::uuid))).*
     from lms_waybill w where waybill_no like 'FDDEMO%' limit 1 returning id`,
    [code, customerId],
  );
  return { customerId, waybillId: w.rows[0]!.id };
}

async function fillFees(pool: pg.Pool, customerId: string, waybillId: string) {
  const n = await pool.query<{ n: string }>(`select count(*) n from lms_waybill_fee where party_id = $1`, [
    customerId,
  ]);
  if (Number(n.rows[0]!.n) >= FEES) return;
  console.log(`inserting ${FEES} confirmed fees…`);
  await pool.query(
    `insert into lms_waybill_fee (waybill_id, kind, party_id, subject_name, value, currency, exchange_rate,
       conversion_value, status, belong_time)
     select $2, 'customer', $1, case when i % 7 = 0 then 'fuelSurcharge' else 'freight' end,
       round((1 + (i * 37 % 50000) / 100.0)::numeric, 2), 'RMB', 1, round((1 + (i * 37 % 50000) / 100.0)::numeric, 2),
       10, $3::timestamptz + (i % 2600000) * interval '1 second'
     from generate_series(1, $4::int) i`,
    [customerId, waybillId, FROM, FEES],
  );
}

/** Puts the bench customer's fees back to unbilled and forgets its bills, flows and balance. */
async function resetBills(pool: pg.Pool, customerId: string) {
  await pool.query(
    `update lms_waybill_fee set status = 10, bill_no = null where party_id = $1 and status <> 10`,
    [customerId],
  );
  await pool.query(
    `delete from fms_bill_fee where bill_id in (select id from fms_bill where customer_id = $1)`,
    [customerId],
  );
  await pool.query(`delete from fms_bill where customer_id = $1`, [customerId]);
  await pool.query(`delete from fms_balance_flow where customer_id = $1`, [customerId]);
  await pool.query(`delete from fms_customer_balance where customer_id = $1`, [customerId]);
  await pool.query('vacuum analyze lms_waybill_fee');
}

async function bareBill(pool: pg.Pool, customerId: string, run: number) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const bill = await client.query<{ id: string }>(
      `insert into fms_bill (bill_no, customer_id, bill_time, period_from, period_to, currency, fee_count, total, total_local)
       values ($1, $2, now(), $3, $4, 'RMB', 0, 0, 0) returning id`,
      [`BARE${Date.now()}${run}`, customerId, FROM.slice(0, 10), TO.slice(0, 10)],
    );
    const id = bill.rows[0]!.id;
    const totals = await client.query<{ n: number; total: string }>(
      `with moved as (
         update lms_waybill_fee set status = 20, bill_no = 'BARE'
         where kind = 'customer' and party_id = $1 and status = 10 and not is_deleted
           and belong_time >= $3 and belong_time < $4
         returning id, belong_time, value
       ), kept as (
         insert into fms_bill_fee (bill_id, fee_kind, fee_id, value, belong_time)
         select $2, 'lms', id, value, belong_time from moved returning value
       ) select count(*)::int n, sum(value)::text total from kept`,
      [customerId, id, FROM, TO],
    );
    await client.query('update fms_bill set fee_count = $2, total = $3, total_local = $3 where id = $1', [
      id,
      totals.rows[0]!.n,
      totals.rows[0]!.total,
    ]);
    await client.query('commit');
    return totals.rows[0]!.n;
  } finally {
    client.release();
  }
}

async function fillFlows(pool: pg.Pool, customerId: string) {
  const n = await pool.query<{ n: string }>(
    `select count(*) n from fms_balance_flow where customer_id = $1`,
    [customerId],
  );
  if (Number(n.rows[0]!.n) >= FLOWS) return;
  console.log(`inserting ${FLOWS} balance-flow rows…`);
  await pool.query(`delete from fms_balance_flow where customer_id = $1`, [customerId]);
  await pool.query(
    `insert into fms_balance_flow (customer_id, type, value, balance, currency, related_no, created_at)
     select $1, case when i % 2 = 0 then 0 else 2 end, case when i % 2 = 0 then -100 else 100 end,
       case when i % 2 = 0 then -100 else 0 end, 'RMB', 'BL' || i, now() - ($2::int - i) * interval '1 minute'
     from generate_series(1, $2::int) i`,
    [customerId, FLOWS],
  );
  await pool.query(
    `insert into fms_customer_balance (customer_id, currency, balance) values ($1, 'RMB', 0)
     on conflict (customer_id) do update set balance = 0`,
    [customerId],
  );
  await pool.query('vacuum analyze fms_balance_flow');
}

const pct = (times: number[], q: number) => {
  const s = [...times].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const line = (name: string, times: number[]) =>
  console.log(
    `${name.padEnd(28)} p50 ${pct(times, 0.5).toFixed(1).padStart(8)} ms  p95 ${pct(times, 0.95).toFixed(1).padStart(8)} ms`,
  );

async function main() {
  await ensureDatabase(URL);
  const { db, pool, close } = openCounted(URL, 10);
  await migrate(db);
  await seedDatabase(db, {
    production: false,
    passwordHash: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  });
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

  if (!only || only === 'bill') {
    const who = await benchCustomer(pool, 'BENCHBILL');
    await fillFees(pool, who.customerId, who.waybillId);
    const apiTimes: number[] = [];
    const bareTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await resetBills(pool, who.customerId);
      let t0 = performance.now();
      const made = (await api(BILL_API.make.url, { customerId: who.customerId, from: FROM, to: TO })) as {
        feeCount: number;
      };
      apiTimes.push(performance.now() - t0);
      await resetBills(pool, who.customerId);
      t0 = performance.now();
      const bare = await bareBill(pool, who.customerId, run);
      bareTimes.push(performance.now() - t0);
      if (made.feeCount !== bare) throw new Error(`fee counts differ: ${made.feeCount} vs ${bare}`);
    }
    console.log(`\nstatement bill over ${FEES} fees, ${RUNS} runs each`);
    line('API fms/statementBill/make', apiTimes);
    line('bare INSERT…SELECT + UPDATE', bareTimes);
    console.log(`ratio at p50 ${(pct(apiTimes, 0.5) / pct(bareTimes, 0.5)).toFixed(2)} (goal ≤ 5)`);
    await resetBills(pool, who.customerId);
  }

  if (!only || only === 'flow') {
    const who = await benchCustomer(pool, 'BENCHFLOW');
    await fillFlows(pool, who.customerId);
    const runs = Math.max(RUNS, 50);
    const search = { page: 1, size: 20, criteria: { customerId: who.customerId } };
    const bare = async () => {
      await Promise.all([
        pool.query(
          `select f.id, f.customer_id, c.code, f.type, f.value, f.balance, f.currency, f.related_no, f.remark,
             f.created_at, f.created_by_name
           from fms_balance_flow f join customer c on c.id = f.customer_id
           where f.customer_id = $1 order by f.seq desc limit 20`,
          [who.customerId],
        ),
        pool.query('select count(*) from fms_balance_flow where customer_id = $1', [who.customerId]),
      ]);
    };
    const apiTimes: number[] = [];
    const bareTimes: number[] = [];
    const ledgerTimes: number[] = [];
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
    for (let i = 0; i < 5; i++) {
      await api(BALANCE_API.flowSearch.url, search);
      await bare();
    }
    for (let i = 0; i < runs; i++) {
      let t0 = performance.now();
      await api(BALANCE_API.flowSearch.url, search);
      apiTimes.push(performance.now() - t0);
      t0 = performance.now();
      await bare();
      bareTimes.push(performance.now() - t0);
      if (i < 10) {
        t0 = performance.now();
        await api(BALANCE_API.ledger.url, { customerId: who.customerId, from });
        ledgerTimes.push(performance.now() - t0);
      }
    }
    console.log(
      `\nbalance flow of a customer with ${FLOWS} rows, first page of 20 and the total, ${runs} runs`,
    );
    line('API fms/balanceFlow/search', apiTimes);
    line('bare page + count', bareTimes);
    console.log(`ratio at p95 ${(pct(apiTimes, 0.95) / pct(bareTimes, 0.95)).toFixed(2)} (goal ≤ 1.5)`);
    line('API customerLedger (30 days)', ledgerTimes);
  }
  await app.close();
  await close();
}

await main();
