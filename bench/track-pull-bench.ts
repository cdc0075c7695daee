/**
 * Track pulls at scale (issue 18): `--numbers` (10,000) track numbers, each followed by its own
 * freight waybill, pulled through the durable task runner as in production — the dispatch claims the
 * due trackers and enqueues pull tasks of 100 numbers, each pull makes one carrier call and writes the
 * new events, the waybills' tracks and task times in one transaction. The carrier is an in-process
 * stand-in answering `--events` (3) events per number after `--latency` ms (0) per call, so the figure
 * is our side's throughput. Numbers/s from the first pass to the last number pulled, then a second
 * round (the same events again: nothing appended).
 *
 * PostgreSQL in its own database (default `freightdesk_bench_track`, made afresh and dropped unless
 * `--keep`).
 *
 *   npx tsx bench/track-pull-bench.ts [--numbers 10000] [--events 3] [--latency 0] [--keep]
 */
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { useCarrierCall } from '../apps/server/src/modules/lms/track/carrier-gateway.ts';
import type { CarrierConnector } from '../apps/server/src/modules/settings/carrier-api/index.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { numberArg } from './args.ts';
import { ensureDatabase, openCounted } from './bench-db.ts';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/freightdesk_bench_track';
const NUMBERS = numberArg('numbers', 10_000);
const EVENTS = numberArg('events', 3);
const LATENCY = numberArg('latency', 0);
const KEEP = process.argv.includes('--keep');

async function dropDatabase(url: string) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  await client.end();
}

const STATUSES = ['pickUp', 'inTransit', 'inTransit', 'outForDelivery'] as const;

/** The stand-in carrier: `EVENTS` events per number, an hour apart, never delivered (so every round pulls all). */
function installCarrier(): { calls: () => number } {
  let calls = 0;
  const base = Date.parse('2026-11-01T00:00:00Z');
  const connector = {
    code: 'bench',
    track: async (_ctx: unknown, trackNos: readonly string[]) => {
      calls += 1;
      if (LATENCY) await new Promise((r) => setTimeout(r, LATENCY));
      return trackNos.map((trackNo) => ({
        trackNo,
        events: Array.from({ length: EVENTS }, (_, i) => ({
          time: new Date(base + i * 3_600_000).toISOString(),
          status: STATUSES[i % STATUSES.length]!,
          description: `Bench event ${i + 1}`,
          location: 'Hong Kong',
        })),
      }));
    },
  } as unknown as CarrierConnector;
  useCarrierCall((_runtime, input, fn) =>
    fn(connector, {
      http: async () => ({ status: 200, headers: {}, body: '' }),
      credentials: {},
      endpoint: '',
      testMode: true,
      timeoutMs: 30_000,
      now: input.now,
    }),
  );
  return { calls: () => calls };
}

async function main() {
  await dropDatabase(URL_);
  await ensureDatabase(URL_);
  const { db, pool, close } = openCounted(URL_, 10);
  await migrate(db);
  await seedDatabase(db, {
    production: false,
    passwordHash: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  });
  // waybills copied from a demo one, each with its own tracker, all due now
  await pool.query(
    `insert into lms_waybill select (jsonb_populate_record(null::lms_waybill,
       (to_jsonb(w) - 'id' - 'waybill_no' - 'customer_no' - 'track_no')
       || jsonb_build_object('id', gen_random_uuid(), 'waybill_no', 'FDTRK' || n, 'track_no', 'BT' || lpad(n::text, 9, '0')))).*
     from (select * from lms_waybill where waybill_no like 'FDDEMO%' limit 1) w, generate_series(1, $1::int) n`,
    [NUMBERS],
  );
  await pool.query(
    `insert into lms_tracker (track_api_id, track_no, next_pull_at)
     select 'label:00000000-0000-4000-8000-00000000beef', track_no, now() - interval '1 minute'
     from lms_waybill where waybill_no like 'FDTRK%'`,
  );
  await pool.query(
    `insert into lms_tracker_waybill (waybill_id, tracker_id)
     select w.id, t.id from lms_waybill w join lms_tracker t on t.track_no = w.track_no where w.waybill_no like 'FDTRK%'`,
  );
  const carrier = installCarrier();
  const app = await buildApp({
    db,
    config: { nodeEnv: 'production', dbKind: 'postgres', logger: false, webDist: null },
  });
  const pulled = async () =>
    Number(
      (
        await pool.query<{ n: string }>(
          `select count(*) n from lms_tracker where last_pull_at is not null and track_no like 'BT%'`,
        )
      ).rows[0]!.n,
    );
  const round = async (label: string) => {
    const calls0 = carrier.calls();
    const t0 = performance.now();
    while ((await pulled()) < NUMBERS) await app.tasks.runDueTasks();
    const ms = performance.now() - t0;
    const tracks = await pool.query<{ n: string }>(
      `select count(*) n from lms_waybill_track t join lms_waybill w on w.id = t.waybill_id where w.waybill_no like 'FDTRK%' and t.source = 'api'`,
    );
    console.log(
      `${label}: ${NUMBERS} numbers in ${(ms / 1000).toFixed(2)} s = ${Math.round((NUMBERS / ms) * 1000)} numbers/s; ` +
        `${carrier.calls() - calls0} carrier calls, ` +
        `${tracks.rows[0]!.n} api tracks`,
    );
  };
  await round('first pull (new events)');
  // the same numbers due again: the same events come back and nothing is appended
  await pool.query(
    `update lms_tracker set next_pull_at = now() - interval '1 minute', last_pull_at = null where track_no like 'BT%'`,
  );
  await round('second pull (same events)');
  await app.close();
  await close();
  if (!KEEP) await dropDatabase(URL_);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
