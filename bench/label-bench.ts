/**
 * Parcel labels through the durable queue at scale (issue 18): `--parcels` (1,000) parcels ordered
 * with `labelNow: false` against the built-in sandbox carrier answering after `--latency` ms (200) per
 * call, then `--processes` (2) API processes started with the production entry (main.ts) on the same
 * PostgreSQL database, their task runners buying the labels (`TASK_CONCURRENCY` `--concurrency`, 16
 * per process). Labels/s from the first process start to the last label (and from both processes
 * answering), checked by the sandbox's own count of labels sold (no label bought twice); then the
 * bare figure: the same number of sandbox label calls made straight, as many at once as the
 * processes run together, without queue, attempts or parcels.
 *
 * PostgreSQL in its own database (default `freightdesk_bench_label`, made afresh and dropped unless
 * `--keep`).
 *
 * `--zpl` orders ZPL labels (text) instead of PDF ones (the sandbox renders each PDF and its barcode in
 * the API process: CPU of this machine that a real carrier spends on its own).
 *
 *   npx tsx bench/label-bench.ts [--parcels 1000] [--latency 200] [--processes 2] [--concurrency 16] [--zpl] [--keep]
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { PARCEL_API } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { useParcelCarrier } from '../apps/server/src/modules/pds/parcel/parcel-carrier.ts';
import { sampleParcel } from '../apps/server/src/modules/pds/parcel/parcel-test-kit.ts';
import { productTable } from '../apps/server/src/modules/settings/basic.schema.ts';
import { testShipment } from '../apps/server/src/modules/settings/carrier-api/carriers/sandbox/sandbox.test-kit.ts';
import {
  labelApiTable,
  sandboxLabelsSold,
  withConnector,
} from '../apps/server/src/modules/settings/carrier-api/index.ts';
import { DEVELOPMENT_SECRETS_KEY } from '../apps/server/src/platform/config.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { type ApiProcess, startApiProcess } from '../apps/server/src/test/api-process.ts';
import { numberArg } from './args.ts';
import { ensureDatabase, openCounted } from './bench-db.ts';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/freightdesk_bench_label';
const PARCELS = numberArg('parcels', 1_000);
const LATENCY = numberArg('latency', 200);
const PROCESSES = numberArg('processes', 2);
const CONCURRENCY = numberArg('concurrency', 16);
const KEEP = process.argv.includes('--keep');
/** The labels' format: `pdf` (the sandbox renders a PDF with a barcode per call, CPU in this machine) or `zpl` (text). */
const FORMAT = process.argv.includes('--zpl') ? 'zpl' : 'pdf';
const CLOCK_TICKS = 100; // USER_HZ of Linux /proc/<pid>/stat

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
/** Orders placed side by side while submitting (the submit is timed apart from the labels). */
const ORDER_CLIENTS = 8;

async function dropDatabase(url: string) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  await client.end();
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rate = (n: number, ms: number) => `${((n / ms) * 1000).toFixed(1)}/s`;

/** Runs `fn(0..count-1)`, `limit` at once. */
async function limited(count: number, limit: number, fn: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await fn(next++);
    }),
  );
}

async function main() {
  console.log(`load average at start: ${load()}`);
  await dropDatabase(URL_);
  await ensureDatabase(URL_);
  const { db, pool, close } = openCounted(URL_, 10);
  // an idle connection ended by the final drop (pool.end does not wait for the sockets) is no failure
  pool.on('error', () => {});
  await migrate(db);
  await seedDatabase(db, {
    production: false,
    passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  });
  const app = await buildApp({
    db,
    config: { nodeEnv: 'production', dbKind: 'postgres', logger: false, webDist: null },
  });
  const runtime = { db, config: { secretsKey: DEVELOPMENT_SECRETS_KEY } };
  // the demo's queued work first (its freight label fetch), so the sandbox's count below is the bench's
  for (let i = 0; i < 5 && (await app.tasks.runDueTasks()).done > 0; i++);

  const [api] = await db
    .select({ id: labelApiTable.id })
    .from(labelApiTable)
    .where(eq(labelApiTable.code, 'SANDBOX'));
  const apiId = String(api!.id);
  await db
    .update(labelApiTable)
    .set({ credentials: { latencyMs: String(LATENCY), failureRate: '0' } } as never)
    .where(eq(labelApiTable.id, apiId));
  // every channel labels with the demo's sandbox label API; FDUSEXP is a parcel (PDS) product
  useParcelCarrier({ labelApiOf: async () => apiId, trackApiOf: async () => null });
  const [product] = await db
    .select({ id: productTable.id })
    .from(productTable)
    .where(eq(productTable.code, 'FDUSEXP'));
  await db.update(productTable).set({ sysCode: 'PDS' }).where(eq(productTable.id, product!.id));

  const labelled = async () =>
    Number(
      (await pool.query<{ n: string }>(`select count(*) n from pds_label_attempt where status = 'done'`))
        .rows[0]!.n,
    );
  const call = async <T>(url: string, body: unknown, token?: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { 'accept-language': 'en-US', ...(token ? { token } : {}) },
      payload: body as object,
    });
    return res.json() as { code: number; msg: string; data: T };
  };
  const login = await call<{ token: string }>('/user/user/login', {
    username: 'demo',
    password: 'Demo@123',
    userType: 'customer',
    mode: 'normal',
  });
  if (login.code !== 0) throw new Error(`sign-in refused: ${login.msg}`);

  const soldBefore = await sandboxLabelsSold(db);
  const doneBefore = await labelled();
  const t0 = performance.now();
  await limited(PARCELS, ORDER_CLIENTS, async () => {
    const res = await call<{ id: string }>(
      PARCEL_API.order.url,
      sampleParcel(String(product!.id), { labelNow: false, labelFormat: FORMAT }),
      login.data.token,
    );
    if (res.code !== 0) throw new Error(`order refused: ${res.msg}`);
  });
  const submitMs = performance.now() - t0;
  console.log(
    `submit: ${PARCELS} parcels ordered in ${(submitMs / 1000).toFixed(1)} s (${rate(PARCELS, submitMs)})`,
  );
  await app.close();

  const processes: ApiProcess[] = [];
  try {
    const start = performance.now();
    for (let i = 0; i < PROCESSES; i++)
      processes.push(
        await startApiProcess(URL_, {
          NODE_ENV: 'production',
          TASK_CONCURRENCY: String(CONCURRENCY),
          SECRETS_KEY: DEVELOPMENT_SECRETS_KEY.toString('base64'),
        }),
      );
    await Promise.all(processes.map((p) => p.ready()));
    const ready = performance.now();
    const cpuAtReady = processes.map((p) => cpuSeconds(p.child.pid!));
    let first = 0;
    for (;;) {
      const done = (await labelled()) - doneBefore;
      if (done >= PARCELS) break;
      if (done > 0 && !first) first = performance.now();
      if (performance.now() - start > 600_000) throw new Error(`only ${done} labels after 10 minutes`);
      await sleep(50);
    }
    const end = performance.now();
    const cpu = processes.reduce((sum, p, i) => sum + cpuSeconds(p.child.pid!) - cpuAtReady[i]!, 0);
    const sold = (await sandboxLabelsSold(db)) - soldBefore;
    const tracks = await pool.query<{ n: string; distinct: string }>(
      `select count(track_no) n, count(distinct track_no) "distinct" from pds_waybill`,
    );
    console.log(
      `queue: ${PARCELS} ${FORMAT} labels, ${PROCESSES} processes × ${CONCURRENCY} tasks at once, ${LATENCY} ms per carrier call`,
    );
    console.log(
      `  from the first process start: ${((end - start) / 1000).toFixed(1)} s = ${rate(PARCELS, end - start)}` +
        ` (both processes answering after ${((ready - start) / 1000).toFixed(1)} s)`,
    );
    console.log(
      `  from both answering: ${rate(PARCELS, end - ready)}; from the first label: ${rate(PARCELS, end - (first || ready))}`,
    );
    console.log(
      `  sandbox labels sold: ${sold} (expected ${PARCELS}); parcels with a track number: ${tracks.rows[0]!.n}, distinct ${tracks.rows[0]!.distinct}`,
    );
    console.log(
      `  CPU of the API processes from both answering to the last label: ${cpu.toFixed(1)} s = ${((cpu / PARCELS) * 1000).toFixed(1)} ms per label`,
    );
    console.log(`  load average: ${load()}`);
    if (sold !== PARCELS) throw new Error(`the sandbox sold ${sold} labels for ${PARCELS} parcels`);
  } finally {
    await Promise.all(processes.map((p) => p.kill('SIGTERM')));
  }

  // bare: the same sandbox calls straight, as many at once as the processes ran together
  const lanes = PROCESSES * CONCURRENCY;
  const b0 = performance.now();
  const bareCpu0 = process.cpuUsage();
  await limited(PARCELS, lanes, async (i) => {
    await withConnector(
      runtime,
      { apiId, kind: 'label', now: new Date(), idempotencyKey: `bare:${i}` },
      (c, ctx) => c.ship!(ctx, testShipment({ labelFormat: FORMAT })),
    );
  });
  const bareMs = performance.now() - b0;
  const bareCpu = process.cpuUsage(bareCpu0);
  const bareCpuMs = (bareCpu.user + bareCpu.system) / 1000 / PARCELS;
  console.log(
    `bare: ${PARCELS} sandbox label calls, ${lanes} at once, in one process: ${(bareMs / 1000).toFixed(1)} s = ${rate(PARCELS, bareMs)}` +
      ` (latency bound ${((lanes / LATENCY) * 1000).toFixed(0)}/s), ${bareCpuMs.toFixed(1)} ms CPU per call`,
  );
  console.log(`load average at the end: ${load()}`);
  await close();
  if (!KEEP) await dropDatabase(URL_);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
