/**
 * The API survives PostgreSQL going away under load (DESIGN §10). Run by `.ci/run`, not by `npm test`
 * (it needs the PostgreSQL server binaries):
 *
 *   npx tsx apps/server/src/test/pg-restart-check.ts
 *
 * Creates a private, throwaway cluster (initdb + pg_ctl, run as user `postgres` when started as root)
 * on port PG_RESTART_PORT (default 5499) in a temporary directory, migrates it and seeds the demo
 * company, and starts the API as deployed (`main.ts`, NODE_ENV=production, DATABASE_URL → the cluster).
 * 8 clients place orders as customer `demo` while the cluster is (1) restarted with
 * `pg_ctl restart -m fast`, and (2) stopped for a few seconds and started again. Asserts: the API
 * process never exits; every order answers HTTP 200 with code 0 or 500 (never a hang or a dropped
 * connection); health answers 503 `{code: -1, data: {db, ready: false}}` while the cluster is down and
 * 200 again after; orders succeed again within a few seconds; every order answered with code 0 is in
 * the database. Removes the cluster at the end. The machine's shared cluster is never touched.
 */
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import { lmsWaybill } from '#modules/lms/waybill/waybill.schema.ts';
import { sampleOrder } from '#modules/lms/waybill/waybill-test-kit.ts';
import { productTable } from '#modules/settings/basic.schema.ts';
import { DEFAULT_PASSWORD_HASH } from '#platform/config.ts';
import { openPostgres } from '#platform/db/db.ts';
import { migrate } from '#platform/db/migrate.ts';
import { schema } from '../schema.ts';
import { seedDatabase } from '../seed/seed.ts';

const PG_PORT = Number(process.env.PG_RESTART_PORT ?? 5499);
const CLIENTS = 8;
/** How soon orders must succeed again once the cluster accepts connections. */
const RECOVERY_MS = 5_000;
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

type Answer = { started: number; ended: number; http: number; code: number | null; id?: string };

function fail(message: string): never {
  throw new Error(message);
}

/** The newest installed server binaries (PG_BIN overrides). */
function pgBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest
    ? join(root, newest, 'bin')
    : fail(`no PostgreSQL server binaries under ${root} (set PG_BIN)`);
}

const isRoot = process.getuid?.() === 0;
/** Runs a server binary as user postgres (initdb and pg_ctl refuse root), without blocking the load. */
async function asPostgres(bin: string, args: string[]): Promise<void> {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  await promisify(execFile)(cmd as string, argv as string[]);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A throwaway cluster in its own directory. */
function createCluster(bin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'freightdesk-pg-restart-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const ctl = (...args: string[]) =>
    asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', ...args]);
  const options = `-p ${PG_PORT} -c listen_addresses=127.0.0.1 -k ${dir}`;
  return {
    init: () =>
      asPostgres(join(bin, 'initdb'), [
        '-D',
        data,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--no-sync',
      ]),
    url: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    start: () => ctl('-o', options, 'start'),
    restartFast: () => ctl('-o', options, '-m', 'fast', 'restart'),
    stopFast: () => ctl('-m', 'fast', 'stop'),
    remove: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => {}); // not running
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function call(port: number, path: string, init: RequestInit = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...init.headers },
    signal: AbortSignal.timeout(30_000),
  });
  return { http: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
}

function startApi(url: string, port: number, log: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', openSync(log, 'a'), openSync(log, 'a')],
  });
}

/** How the API process ended, once it has (it never should). */
let apiExit: string | null = null;

async function waitFor(what: string, ms: number, check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (apiExit) fail(`the API process exited (${apiExit}) while waiting for ${what}`);
    if (await check().catch(() => false)) return Date.now() - start;
    await sleep(100);
  }
  return fail(`${what} not within ${ms} ms`);
}

async function main(): Promise<void> {
  const bin = pgBin();
  if (execFileSyncOk(join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(PG_PORT)]))
    fail(`something already listens on port ${PG_PORT}`);
  const cluster = createCluster(bin);
  const apiLog = join(tmpdir(), `freightdesk-pg-restart-api-${process.pid}.log`);
  let api: ChildProcess | null = null;
  try {
    await cluster.init();
    await cluster.start();
    const db = openPostgres(schema, cluster.url, 2);
    await migrate(db.db);
    await seedDatabase(db.db, { production: false, passwordHash: DEFAULT_PASSWORD_HASH });
    const [product] = await db.db
      .select({ id: productTable.id })
      .from(productTable)
      .where(eq(productTable.code, 'FDUSEXP'));
    await db.close();

    const port = Number(process.env.PG_RESTART_API_PORT ?? (await freePort()));
    api = startApi(cluster.url, port, apiLog);
    api.on('exit', (code, signal) => {
      apiExit = `code ${code}, signal ${signal}`;
    });
    await waitFor('API health 200', 60_000, async () => (await call(port, '/health')).http === 200);
    const login = await call(port, '/user/user/login', {
      method: 'POST',
      body: JSON.stringify({ username: 'demo', password: 'Demo@123', userType: 'customer' }),
    });
    const token =
      (login.body.data as { token?: string } | null)?.token ?? fail(`demo sign-in: ${login.body.msg}`);

    const answers: Answer[] = [];
    const problems: string[] = [];
    let running = true;
    const client = async () => {
      while (running) {
        const started = Date.now();
        try {
          const r = await call(port, '/lms/waybill/order', {
            method: 'POST',
            headers: { token },
            body: JSON.stringify(sampleOrder(String(product?.id))),
          });
          const id = (r.body.data as { id?: string } | null)?.id;
          answers.push({
            started,
            ended: Date.now(),
            http: r.http,
            code: r.body.code,
            ...(id ? { id } : {}),
          });
          if (r.body.code !== 0) await sleep(50);
        } catch (err) {
          problems.push(`order request failed: ${(err as Error).message}`);
          await sleep(100);
        }
      }
    };
    const health: { at: number; http: number; body: unknown }[] = [];
    const watchHealth = async () => {
      while (running) {
        const r = await call(port, '/health').catch((err: Error) => ({ http: 0, body: err.message }));
        health.push({ at: Date.now(), ...r });
        await sleep(100);
      }
    };
    const load = [...Array.from({ length: CLIENTS }, client), watchHealth()];

    await sleep(3_000);
    console.log('[pg-restart] pg_ctl restart -m fast under load');
    await cluster.restartFast();
    const restarted = Date.now();
    const recovered = await waitFor('an order answered 0 after the restart', RECOVERY_MS, async () =>
      answers.some((a) => a.started >= restarted && a.code === 0),
    );
    console.log(`[pg-restart] orders succeed again ${recovered} ms after the cluster is back`);
    await sleep(2_000);

    console.log('[pg-restart] pg_ctl stop -m fast under load');
    await cluster.stopFast();
    const stopped = Date.now();
    await waitFor('health 503 while the cluster is down', 5_000, async () => {
      const r = await call(port, '/health');
      const body = r.body as unknown;
      return (
        r.http === 503 &&
        JSON.stringify(body) ===
          JSON.stringify({
            code: -1,
            msg: 'Server busy, please try again later',
            data: { db: 'postgres', ready: false },
          })
      );
    });
    await waitFor('an order answered 500 while the cluster is down', 10_000, async () =>
      answers.some((a) => a.started >= stopped && a.code === 500),
    );
    await cluster.start();
    const started = Date.now();
    await waitFor(
      'health 200 after the cluster is back',
      RECOVERY_MS,
      async () => (await call(port, '/health')).http === 200,
    );
    await waitFor('an order answered 0 after the cluster is back', RECOVERY_MS, async () =>
      answers.some((a) => a.started >= started && a.code === 0),
    );
    await sleep(1_000);
    running = false;
    await Promise.all(load);

    if (apiExit) fail(`the API process exited (${apiExit})`);
    if (problems.length) fail(`requests without an answer:\n${problems.slice(0, 10).join('\n')}`);
    const odd = answers.filter((a) => a.http !== 200 || (a.code !== 0 && a.code !== 500 && a.code !== 504));
    if (odd.length) fail(`unexpected answers: ${JSON.stringify(odd.slice(0, 5))}`);
    const statuses = health.map((h) => h.http);
    const first503 = statuses.indexOf(503);
    if (first503 < 0 || !statuses.slice(first503).includes(200))
      fail(`health did not go 503 → 200: ${statuses.join(' ')}`);

    const ok = answers
      .filter((a) => a.code === 0)
      .map((a) => a.id ?? fail('an order answered 0 without an id'));
    const check = openPostgres(schema, cluster.url, 2);
    const found = new Set<string>();
    for (let i = 0; i < ok.length; i += 500) {
      const rows = await check.db
        .select({ id: lmsWaybill.id })
        .from(lmsWaybill)
        .where(inArray(lmsWaybill.id, ok.slice(i, i + 500)));
      for (const r of rows) found.add(String(r.id));
    }
    await check.close();
    const lost = ok.filter((id) => !found.has(id));
    if (lost.length)
      fail(`${lost.length} orders answered 0 are not in the database: ${lost.slice(0, 5).join(', ')}`);
    const failed = answers.filter((a) => a.code !== 0).length;
    console.log(
      `[pg-restart] ok: ${ok.length} orders placed and all in the database, ${failed} answered 500 while the database was away; the API stayed up; health went 503 → 200`,
    );
  } catch (err) {
    if (existsSync(apiLog))
      console.error(`--- API log (tail) ---\n${readFileSync(apiLog, 'utf8').slice(-4000)}`);
    throw err;
  } finally {
    if (api && api.exitCode === null) api.kill('SIGTERM');
    await sleep(500);
    await cluster.remove();
    rmSync(apiLog, { force: true });
  }
}

function execFileSyncOk(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`[pg-restart] FAILED: ${(err as Error).message}`);
    process.exit(1);
  },
);
