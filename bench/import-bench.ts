/**
 * The waybill Excel import at its limit through the real app (`buildApp`, Fastify inject: upload,
 * preview job, confirmation job, progress polled as the browser does) on PostgreSQL, side by side in
 * the same run with a bare `INSERT … SELECT` writing the same rows (waybills, pieces, commodity lines,
 * tracks, business log) in one transaction. Prints rows/s of the preview (upload to the last row
 * checked) and of the confirmation (to the last waybill placed), the whole, the ratio to bare, the
 * progress the client saw and the load average. Goal: ≥ 1,000 rows/s each, 10,000 rows in ≤ 20 s.
 *
 *   npx tsx bench/import-bench.ts --rows 10000 [--keep] [--log-slow 50]   (slow statements to the server log)
 *
 * It makes its own database (`BENCH_IMPORT_DATABASE_URL`, default …/freightdesk_bench_import, dropped
 * first and, unless `--keep`, at the end), migrated and seeded with the server's own code.
 */
import { loadavg } from 'node:os';
import { WAYBILL_IMPORT_COLUMNS } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { type CellRaw, writeSheet } from '../apps/server/src/platform/excel/excel.service.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { numberArg } from './args.ts';
import { ensureDatabase, openCounted } from './bench-db.ts';
import { bareCopy } from './import-bare.ts';

const URL_ =
  process.env.BENCH_IMPORT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/freightdesk_bench_import';
const rows = numberArg('rows', 10_000);
const keep = process.argv.includes('--keep');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

async function dropDatabase(url: string) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  await client.end();
}

const COUNTRIES = [
  { recipientCountryCode: 'US', recipientCity: 'Los Angeles', recipientPostcode: '90001' },
  { recipientCountryCode: 'US', recipientCity: 'Anchorage', recipientPostcode: '99501' },
  { recipientCountryCode: 'GB', recipientCity: 'London', recipientPostcode: 'EC1A 1BB' },
  { recipientCountryCode: 'DE', recipientCity: 'Berlin', recipientPostcode: '10115', euDestination: 'DE' },
  { recipientCountryCode: 'CA', recipientCity: 'Toronto', recipientPostcode: 'M5H 2N2' },
];

/** The import file: one waybill a row, a third with weight and sizes (2 pieces), the rest a count. */
function importRows(n: number, tag: string): Record<string, string | number | undefined>[] {
  return Array.from({ length: n }, (_, i) => ({
    customerCode: 'C0001',
    customerNo: `${tag}-${i}`,
    productCode: 'FDUSEXP',
    senderName: 'Li Ming',
    senderPhone: '13800000000',
    senderCountryCode: 'CN',
    senderCity: 'Shenzhen',
    senderAddress1: 'Fuyong Logistics Park',
    recipientName: `Recipient ${i}`,
    recipientPhone: '2025550100',
    ...COUNTRIES[i % COUNTRIES.length]!,
    recipientAddress1: `${i} Main Street`,
    declareValue: String(20 + (i % 80)),
    ...(i % 3 === 0
      ? { weight: '1.25', length: '30', width: '20', height: '10', pieceCount: 2 }
      : { pieceCount: 1 }),
    nameEn: `Cotton T-shirt ${i % 50}`,
    quantity: 1 + (i % 9),
    unitPrice: '5.5',
    hsCode: '610910',
  }));
}

async function main() {
  console.log(`load average before: ${load()}`);
  await dropDatabase(URL_);
  await ensureDatabase(URL_);
  const slow = numberArg('log-slow', 0);
  if (slow > 0) {
    // statements slower than this many ms go to the PostgreSQL server log (this database only)
    const name = new URL(URL_).pathname.slice(1);
    const admin = new pg.Client({ connectionString: URL_ });
    await admin.connect();
    await admin.query(`alter database "${name}" set log_min_duration_statement = ${Math.floor(slow)}`);
    await admin.end();
  }
  const { db, pool, close } = openCounted(URL_, 10);
  await migrate(db);
  await seedDatabase(db, {
    production: false,
    passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  });
  const app = await buildApp({
    db,
    config: {
      nodeEnv: 'production',
      dbKind: 'postgres',
      logger: process.env.BENCH_LOG ? { level: 'error' } : false,
      webDist: null,
    },
  });
  const api = async <T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api${url}`,
      headers: { token, 'accept-language': 'en-US' },
      ...(method === 'GET' ? { query: body as Record<string, string> } : { payload: body as object }),
    });
    return res.json() as { code: number; msg: string; data: T };
  };
  const login = await api<{ token: string }>('POST', '/user/user/login', '', {
    username: 'admin',
    password: 'Admin@123',
    userType: 'staff',
    mode: 'normal',
  });
  const token = login.data.token;
  const tag = `B${Date.now().toString(36)}`;
  const file = await writeSheet(
    'waybills',
    WAYBILL_IMPORT_COLUMNS.map((c) => ({ header: c.label['en-US'] })),
    importRows(rows, tag).map((r) => WAYBILL_IMPORT_COLUMNS.map((c) => (r[c.key] ?? null) as CellRaw)),
  );
  console.log(`${rows.toLocaleString('en')} rows, xlsx ${(file.length / 1e6).toFixed(2)} MB`);

  type Job = { status: string; done: number; total: number; result: unknown; error: string | null };
  const runJob = async (url: string, body: unknown) => {
    const started = await api<{ progressId: string }>('POST', url, token, body);
    if (started.code !== 0) throw new Error(`${url}: ${started.msg}`);
    const seen: string[] = [];
    for (;;) {
      const res = await api<Job>('GET', '/common/progress/detail', token, {
        progressId: started.data.progressId,
      });
      const mark = `${res.data.done}/${res.data.total}`;
      if (seen.at(-1) !== mark) seen.push(mark);
      if (res.data.status === 'done') return { result: res.data.result, seen };
      if (res.data.status === 'failed')
        throw new Error(`${url}: ${res.data.error} ${JSON.stringify(res.data.result).slice(0, 300)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const c0 = cpu();
  const t0 = performance.now();
  const boundary = '----fdbench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const up = await app.inject({
    method: 'POST',
    url: '/api/common/file/upload',
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  const fileId = (up.json() as { data: { id: string }[] }).data[0]!.id;
  const preview = await runJob('/lms/importLmsWaybill/preview', { fileId });
  const checked = preview.result as { importId: string; total: number; errors: unknown[] };
  if (checked.errors.length) throw new Error(`preview errors: ${JSON.stringify(checked.errors.slice(0, 3))}`);
  const t1 = performance.now();
  const c1 = cpu();
  const loadPreview = load();
  const confirm = await runJob('/lms/importLmsWaybill/confirmImport', {
    importId: checked.importId,
    mode: 1,
  });
  const t2 = performance.now();
  const c2 = cpu();
  const loadConfirm = load();

  const bare = await bareCopy(pool, tag);
  const loadBare = load();
  const rate = (ms: number) => Math.round(rows / (ms / 1000));
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `\npreview  (upload → last row checked): ${s(t1 - t0)}  ${rate(t1 - t0)} rows/s   load ${loadPreview}`,
  );
  console.log(`  progress seen: ${preview.seen.join(' → ')}`);
  console.log(`  node CPU (this process: app and its polling client): ${s(c1 - c0)}`);
  console.log(
    `confirm  (→ last waybill placed):     ${s(t2 - t1)}  ${rate(t2 - t1)} rows/s   load ${loadConfirm}`,
  );
  console.log(`  progress seen: ${confirm.seen.join(' → ')}`);
  console.log(`  node CPU: ${s(c2 - c1)}`);
  console.log(`whole    (upload → last waybill):     ${s(t2 - t0)}  ${rate(t2 - t0)} rows/s`);
  console.log(
    `bare INSERT … SELECT of the same rows (${bare.rows.toLocaleString('en')} table rows): ${s(bare.ms)}  ${rate(bare.ms)} waybills/s   load ${loadBare}`,
  );
  console.log(
    `ratio confirm ÷ bare: ${((t2 - t1) / bare.ms).toFixed(1)}   whole ÷ bare: ${((t2 - t0) / bare.ms).toFixed(1)}`,
  );
  console.log(`load average after: ${load()}`);
  await app.close();
  await db.execute(sql`select 1`);
  await close();
  if (!keep) await dropDatabase(URL_);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
