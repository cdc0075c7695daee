/// <reference lib="dom" />
/**
 * The web shell in Chromium: bytes on the wire for the first load of `/login` and of `/index`
 * (signed in) until the network is idle — scripts (as sent, and as their brotli files in the build,
 * the budget's measure) and everything — cold (empty cache) and warm (same browser, second visit),
 * and the time from navigation start to 50 rows of the waybill list, cold and warm.
 *
 * Starts the production entry on a fresh PGlite directory under `.tmp/` (demo data plus `--extra`
 * waybills, default 200) on `--port` (default 3208) and serves the built web app (`npm run build`).
 *
 *   npx tsx bench/web-shell.ts --runs 5
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { customer } from '../apps/server/src/modules/crm/customer/customer.schema.ts';
import { generateWaybills } from '../apps/server/src/modules/lms/waybill/waybill-generate.ts';
import { productTable } from '../apps/server/src/modules/settings/basic.schema.ts';
import { DEFAULT_PASSWORD_HASH } from '../apps/server/src/platform/config.ts';
import { openPglite } from '../apps/server/src/platform/db/db.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { schema } from '../apps/server/src/schema.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { numberArg } from './args.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'apps/web/dist');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ROWS = 50;

type Load = { scripts: number; scriptWire: number; scriptBrotli: number; totalWire: number };

/** A fresh data directory with the demo data and `extra` more waybills of C0001/C0002. */
async function prepareData(dir: string, extra: number): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'pglite'), { recursive: true });
  const database = await openPglite(schema, join(dir, 'pglite'));
  try {
    await migrate(database.db);
    await seedDatabase(database.db, { production: false, passwordHash: DEFAULT_PASSWORD_HASH });
    const customers = await database.db
      .select({ id: customer.id })
      .from(customer)
      .where(inArray(customer.code, ['C0001', 'C0002']));
    const products = await database.db.select({ id: productTable.id }).from(productTable);
    await generateWaybills(database.db, {
      count: extra,
      prefix: 'FDBENCH',
      customerNoPrefix: 'BENCH-',
      customerIds: customers.map((c) => c.id),
      productIds: products.map((p) => String(p.id)),
      days: 60,
      now: new Date(),
    });
  } finally {
    await database.close();
  }
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  child.kill();
  throw new Error('the server did not start within 2 minutes');
}

async function staffToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/user/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@123', userType: 'staff', mode: 'normal' }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 0) throw new Error(`sign-in refused: ${body.msg}`);
  return body.data.token;
}

/** Size of the build's brotli file of a script URL (its plain size when none was made). */
function brotliSize(url: string): number {
  const file = join(DIST, 'assets', basename(new URL(url).pathname));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/** Loads a page in the context and counts what crossed the wire until the network is idle. */
async function measureLoad(context: BrowserContext, url: string): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map<string, { url: string; type: string; cached: boolean }>();
  const load: Load = { scripts: 0, scriptWire: 0, scriptBrotli: 0, totalWire: 0 };
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', cached: false });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    // served from memory is reported by requestServedFromCache below
    if (r) r.cached = e.response.fromDiskCache === true;
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r || r.cached) return;
    load.totalWire += e.encodedDataLength;
    if (r.type === 'Script') {
      load.scripts++;
      load.scriptWire += e.encodedDataLength;
      load.scriptBrotli += brotliSize(r.url);
      if (process.env.BENCH_LIST) console.log(`${url}\t${brotliSize(r.url)}\t${basename(r.url)}`);
    }
  });
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return load;
}

/** Milliseconds from navigation start until the waybill list shows `ROWS` rows. */
async function timeToRows(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (n) =>
      document.querySelectorAll('[data-testid="waybill-table"] tbody tr.ant-table-row').length >= n &&
      performance.now(),
    ROWS,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

async function signedInContext(browser: Browser, base: string, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, locale: 'en-US' });
  await context.addInitScript((t) => localStorage.setItem('fd_token_staff', t), token);
  return context;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  const port = numberArg('port', 3208);
  const runs = numberArg('runs', 3);
  const extra = numberArg('extra', 200);
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('build the web app first: npm run build');
  const base = `http://127.0.0.1:${port}`;
  const dataDir = join(ROOT, '.tmp', `bench-web-${port}`);
  console.log(`preparing ${dataDir} (demo data + ${extra} waybills) …`);
  await prepareData(dataDir, extra);
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const token = await staffToken(base);
    const rows: string[][] = [];
    for (const [name, path, signedIn] of [
      ['/login', '/login', false],
      ['/index', '/index', true],
    ] as const) {
      const context = signedIn
        ? await signedInContext(browser, base, token)
        : await browser.newContext({ baseURL: base, locale: 'en-US' });
      const cold = await measureLoad(context, path);
      const warm = await measureLoad(context, path);
      await context.close();
      for (const [when, l] of [
        ['cold', cold],
        ['warm', warm],
      ] as const) {
        rows.push([
          `${name} ${when}`,
          String(l.scripts),
          kb(l.scriptWire),
          kb(l.scriptBrotli),
          kb(l.totalWire),
        ]);
      }
    }
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await signedInContext(browser, base, token);
      const page = await context.newPage();
      cold.push(await timeToRows(page, '/lms/waybill/list'));
      warm.push(await timeToRows(page, '/lms/waybill/list'));
      await context.close();
    }
    console.log(
      `\nload average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${runs} runs for the list\n`,
    );
    console.log(
      '| page | scripts fetched | JS on the wire (kB) | JS as brotli (kB, budget 350) | all bytes on the wire (kB) |',
    );
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.join(' | ')} |`);
    console.log(`\n| waybill list, ${ROWS} rows | median ms | min | max |`);
    console.log('|---|---|---|---|');
    for (const [when, xs] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      console.log(
        `| ${when} | ${median(xs).toFixed(0)} | ${Math.min(...xs).toFixed(0)} | ${Math.max(...xs).toFixed(0)} |`,
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

await main();
