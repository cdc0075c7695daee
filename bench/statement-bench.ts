/**
 * Bank statement matching at 10,000 lines (issue 16), through the real app and as bare SQL in one run.
 * Goal: match a 10,000-line statement against 10,000 open documents in ≤ 10 s through the API.
 *
 * A bench RMB account gets `--receipts` (10,000) confirmed receipts, `--payments` (5,000) paid payment
 * bills and `--entries` (2,000) income and expense entries, each with its account flow (`statement-data.ts`, one generator per kind of
 * document). The bank's file of `--lines` (10,000) rows is made from them (1 % bank fees, 2 % unknown
 * receipts, the rest our flows a little later, shuffled), then through the API: upload, `importPreview`,
 * `import`, the same file again (every line refused as imported before), `smartCategory` of the
 * statement with the demo rules ("Same amount" within 7 days, "Bank charges" booked) against the same
 * matching as one bare `UPDATE … FROM` join on account and amount (`BARE_MATCH`), `--runs` times
 * alternating (the flow matches are undone between runs), then by hand: `unmatch`, `candidates` and
 * `match` of `--by-hand` lines, `claim` of unknown receipts, and the lines' first page with its totals.
 *
 * PostgreSQL (default; its own database `freightdesk_bench_statement`, or `BENCH_STATEMENT_DATABASE_URL`,
 * made afresh each run and dropped after unless `--keep`) or `--db pglite` (in memory).
 *
 *   npx tsx bench/statement-bench.ts [--db postgres|pglite] [--format xlsx|csv] [--receipts 10000]
 *     [--payments 5000] [--entries 2000] [--lines 10000] [--runs 3] [--by-hand 100]
 */

import { loadavg } from 'node:os';
import { BANK_STATEMENT_API } from '@freightdesk/domain';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { cashViolations } from '../apps/server/src/modules/fms/account-flow/cash-test-kit.ts';
import { statementViolations } from '../apps/server/src/modules/fms/bank-statement/statement-test-kit.ts';
import { type Database, openPglite } from '../apps/server/src/platform/db/db.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { schema } from '../apps/server/src/schema.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { numberArg } from './args.ts';
import { ensureDatabase, openCounted } from './bench-db.ts';
import {
  BARE_MATCH,
  benchAccount,
  GENERATORS,
  incomeExpense,
  paymentBills,
  type Query,
  receipts,
  settleBalances,
  statementFile,
} from './statement-data.ts';

const arg = (name: string, fallback: string) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1]! : fallback;
const KIND = arg('db', 'postgres') as 'postgres' | 'pglite';
const FORMAT = arg('format', 'xlsx') as 'xlsx' | 'csv';
const COUNTS = new Map([
  [receipts, numberArg('receipts', 10_000)],
  [paymentBills, numberArg('payments', 5_000)],
  [incomeExpense, numberArg('entries', 2_000)],
]);
const LINES = numberArg('lines', 10_000);
const RUNS = numberArg('runs', 3);
const BY_HAND = numberArg('by-hand', 100);
const URL_ =
  process.env.BENCH_STATEMENT_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/freightdesk_bench_statement';
const API = BANK_STATEMENT_API;

async function dropDatabase(url: string) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  await client.end();
}

/** The database, a bare query, a bare transaction and the count of the app's queries (PostgreSQL only). */
async function open() {
  if (KIND === 'pglite') {
    const database: Database = await openPglite(schema);
    const lite = database.pglite!;
    const q: Query = (text, params) => lite.query(text, params) as never;
    const inTx = (text: string, params: unknown[]) =>
      lite.transaction(async (tx) => (await tx.query(text, params)).affectedRows ?? 0);
    return { db: database.db, q, inTx, queries: () => Number.NaN, close: database.close };
  }
  await dropDatabase(URL_);
  await ensureDatabase(URL_);
  const { db, pool, close } = openCounted(URL_, 10);
  // every statement the app sends, also inside its transactions (on their checked-out clients)
  let count = 0;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: typeof query }).query = (...args) => {
      count++;
      return query(...args);
    };
  });
  const queries = () => count;
  const q: Query = (text, params) => pool.query(text, params) as never;
  const inTx = async (text: string, params: unknown[]) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const res = await client.query(text, params);
      await client.query('commit');
      return res.rowCount ?? 0;
    } finally {
      client.release();
    }
  };
  return { db, q, inTx, queries, close };
}

const ms = (t: number) => `${Math.round(t).toLocaleString('en')} ms`;
const pct = (times: number[], p: number) => {
  const s = [...times].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};

const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

async function main() {
  console.log(`load average before: ${load()}`);
  const { db, q, inTx, queries, close } = await open();
  await migrate(db);
  await seedDatabase(db, {
    production: false,
    passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  });
  const accountId = await benchAccount(q);
  for (const g of GENERATORS) {
    const t0 = performance.now();
    await g.fill(q, accountId, COUNTS.get(g) ?? 0);
    console.log(
      `generated ${COUNTS.get(g)?.toLocaleString('en')} ${g.name} in ${ms(performance.now() - t0)}`,
    );
  }
  await settleBalances(q, accountId);
  await q('analyze');
  const file = await statementFile(q, accountId, LINES, FORMAT);
  console.log(
    `statement file: ${LINES.toLocaleString('en')} rows, ${FORMAT} ${(file.content.length / 1e6).toFixed(2)} MB`,
  );

  const app = await buildApp({
    db,
    config: { nodeEnv: 'production', dbKind: KIND, logger: false, webDist: null },
  });
  const inject = async <T>(url: string, token: string, payload: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { token, 'accept-language': 'en-US' },
      payload: payload as object,
    });
    const body = res.json() as { code: number; msg: string; data: T };
    if (body.code !== 0) throw new Error(`${url}: ${body.msg}`);
    return body.data;
  };
  const token = (
    await inject<{ token: string }>('/user/user/login', '', {
      username: 'admin',
      password: 'Admin@123',
      userType: 'staff',
      mode: 'normal',
    })
  ).token;
  const rows: [string, number, number | string][] = [];
  const timed = async <T>(name: string, work: () => Promise<T>) => {
    const q0 = queries();
    const t0 = performance.now();
    const out = await work();
    const t = performance.now() - t0;
    rows.push([name, t, Number.isNaN(q0) ? '–' : queries() - q0]);
    return out;
  };

  const boundary = '----fdstatement';
  const fileId = await timed('upload', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
            `Content-Type: ${file.type}\r\n\r\n`,
        ),
        file.content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    return (res.json() as { data: { id: string }[] }).data[0]!.id;
  });
  const preview = await timed('importPreview', () =>
    inject<{ mapping: Record<string, string> }>(API.importPreview.url, token, { accountId, fileId }),
  );
  const imported = await timed('import', () =>
    inject<{ statementId: string; added: number }>(API.import.url, token, {
      accountId,
      fileId,
      mapping: preview.mapping,
    }),
  );
  const again = await timed('import again (all refused)', () =>
    inject<{ added: number; duplicateRows: number[] }>(API.import.url, token, {
      accountId,
      fileId,
      mapping: preview.mapping,
    }),
  );
  console.log(
    `imported ${imported.added} lines; again: ${again.added} added, ${again.duplicateRows.length} refused`,
  );
  const statementId = imported.statementId;
  const rule = await q<{ id: string; name: string }>(
    `select id, name from fms_bank_match_rule where action = 'matchFlow' and enabled order by sort limit 1`,
  );
  const reset = () =>
    q(
      `update fms_statement_line set match_kind = null, flow_id = null, rule_id = null, rule_name = null,
         matched_at = null, matched_by = null, matched_by_name = null
       where statement_id = $1 and match_kind = 'flow'`,
      [statementId],
    );
  const apiTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    if (run) await reset();
    console.log(`run ${run + 1}…`);
    const t0 = performance.now();
    const answer = await timed(`smartCategory, run ${run + 1}`, () =>
      inject<Record<string, number>>(API.smartCategory.url, token, { statementId }),
    );
    apiTimes.push(performance.now() - t0);
    await reset();
    // the bare statement gets fresh statistics (PGlite has no autovacuum; the API pairs without them)
    await q('analyze fms_statement_line');
    const t1 = performance.now();
    const bare = await inTx(BARE_MATCH, [statementId, rule.rows[0]!.id, rule.rows[0]!.name]);
    bareTimes.push(performance.now() - t1);
    rows.push([`bare UPDATE … FROM join, run ${run + 1}`, performance.now() - t1, 1]);
    console.log(`run ${run + 1}: API ${JSON.stringify(answer)}; bare matched ${bare}`);
  }

  const matched = await q<{ id: string }>(
    `select id from fms_statement_line where statement_id = $1 and match_kind = 'flow' order by row limit $2`,
    [statementId, BY_HAND],
  );
  const hand = {
    unmatch: [] as number[],
    candidates: [] as number[],
    match: [] as number[],
    claim: [] as number[],
  };
  const each = async (list: number[], work: () => Promise<unknown>) => {
    const t0 = performance.now();
    const out = await work();
    list.push(performance.now() - t0);
    return out;
  };
  for (const { id } of matched.rows) {
    await each(hand.unmatch, () => inject(API.unmatch.url, token, { lineId: id }));
    const c = (await each(hand.candidates, () => inject(API.candidates.url, token, { lineId: id }))) as {
      flowId: string;
    }[];
    await each(hand.match, () => inject(API.match.url, token, { lineId: id, flowId: c[0]!.flowId }));
  }
  const unknown = await q<{ id: string }>(
    `select id from fms_statement_line where statement_id = $1 and match_kind is null and value > 0 limit $2`,
    [statementId, Math.ceil(BY_HAND / 2)],
  );
  for (const { id } of unknown.rows)
    await each(hand.claim, () => inject(API.claim.url, token, { lineId: id }));
  const pageTimes: number[] = [];
  for (let i = 0; i < 10; i++)
    await each(pageTimes, () =>
      inject(API.lines.url, token, { criteria: { accountId, statementId }, size: 20, current: 1 }),
    );

  console.log(
    `\n${KIND}, ${FORMAT}, ${LINES.toLocaleString('en')} lines against ${[...COUNTS.values()].join(' + ')} documents`,
  );
  for (const [name, t, n] of rows) console.log(`${name.padEnd(40)} ${ms(t).padStart(10)}  queries ${n}`);
  console.log(
    `smartCategory p50 ${ms(pct(apiTimes, 0.5))}, bare p50 ${ms(pct(bareTimes, 0.5))}, ratio ${(pct(apiTimes, 0.5) / pct(bareTimes, 0.5)).toFixed(1)}`,
  );
  const whole = rows.slice(0, 3).reduce((s, r) => s + r[1], 0) + apiTimes[0]!;
  console.log(`upload + preview + import + first smartCategory: ${ms(whole)}`);
  for (const [name, list] of [
    ...Object.entries(hand).map(([k, v]) => [`by hand ${k}`, v] as const),
    ['statementLines page 1 + totals', pageTimes] as const,
  ])
    if (list.length)
      console.log(
        `${name.padEnd(40)} p50 ${ms(pct(list, 0.5))}  p95 ${ms(pct(list, 0.95))}  (${list.length})`,
      );
  const wrong = [...(await statementViolations(db)), ...(await cashViolations(db))];
  console.log(`load average after: ${load()}`);
  console.log(wrong.length ? `INVARIANTS BROKEN:\n${wrong.slice(0, 10).join('\n')}` : 'invariants hold');
  await app.close();
  await close();
  if (KIND === 'postgres' && !process.argv.includes('--keep')) await dropDatabase(URL_);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
