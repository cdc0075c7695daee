/**
 * Fills the bench database with N freight waybills (default 1,000,000; `--count N`), ~3 pieces and
 * ~2 commodities each plus their tracks, spread over 200 bench customers (skewed: a few large ones),
 * the demo products, every status and a year of order times — set-based SQL (`generate_series`,
 * INSERT … SELECT with data-modifying CTEs, batches of 20,000), the same generator as the demo seed.
 * Secondary indexes are dropped during the load and rebuilt after it, then the tables are analysed.
 *
 *   npm run generate -w @freightdesk/bench -- --count 200000
 */
import { sql } from 'drizzle-orm';
import { generateWaybills } from '../apps/server/src/modules/lms/waybill/waybill-generate.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { numberArg } from './args.ts';
import { BENCH_URL, ensureDatabase, openCounted } from './bench-db.ts';

const TABLES = [
  'lms_waybill',
  'lms_waybill_piece',
  'lms_waybill_box',
  'lms_waybill_commodity',
  'lms_waybill_track',
  'lms_waybill_file',
  // every table referring to waybills goes too (truncate refuses otherwise); the bench leaves them empty
  'lms_waybill_fee',
  'lms_scan_record',
];
const BENCH_CUSTOMERS = 200;

type Rows<T> = { rows: T[] };

async function main() {
  const count = numberArg('count', 1_000_000);
  await ensureDatabase();
  const { db, close } = openCounted(BENCH_URL, 2);
  await migrate(db);
  await seedDatabase(db, {
    production: false,
    passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
  });
  await db.execute(sql`insert into customer (code, name, enable_sys_codes)
    select 'BC' || lpad(i::text, 4, '0'), 'Bench customer ' || i, '{LMS}' from generate_series(1, ${BENCH_CUSTOMERS}::int) i
    on conflict do nothing`);
  // C0001 (the demo customer) first: with the skew it is the largest customer, the one the bench signs in as
  const customers = (
    (await db.execute(sql`select id from customer order by (code = 'C0001') desc, code`)) as unknown as Rows<{
      id: string;
    }>
  ).rows.map((r) => r.id);
  const products = (
    (await db.execute(sql`select id from basic_product order by code`)) as unknown as Rows<{ id: string }>
  ).rows.map((r) => r.id);
  console.log(`truncating ${TABLES.join(', ')}`);
  await db.execute(sql.raw(`truncate ${TABLES.join(', ')}`));
  const indexes = (
    (await db.execute(sql`select indexname, indexdef from pg_indexes
      where tablename = any(${sql.param(TABLES)}::text[]) and indexname not like '%_pkey'`)) as unknown as Rows<{
      indexname: string;
      indexdef: string;
    }>
  ).rows;
  for (const ix of indexes) await db.execute(sql.raw(`drop index if exists "${ix.indexname}"`));
  const started = Date.now();
  await db.execute(sql`set session_replication_role = replica`); // no FK triggers during the load
  await db.execute(sql`set synchronous_commit = off`);
  await generateWaybills(
    db,
    {
      count,
      prefix: 'BM',
      customerNoPrefix: 'BENCH-',
      customerIds: customers,
      productIds: products,
      days: 365,
      now: new Date(),
      batchSize: 20_000,
    },
    (done) => {
      const s = (Date.now() - started) / 1000;
      process.stdout.write(
        `\r${done.toLocaleString('en')} waybills  ${Math.round(done / s).toLocaleString('en')} waybills/s`,
      );
    },
  );
  await db.execute(sql`set session_replication_role = origin`);
  const loaded = (Date.now() - started) / 1000;
  console.log(`\nloaded in ${loaded.toFixed(1)} s; rebuilding ${indexes.length} indexes`);
  const ixStart = Date.now();
  for (const ix of indexes) await db.execute(sql.raw(ix.indexdef));
  await db.execute(sql.raw(`analyze ${TABLES.join(', ')}`));
  const rows = (
    (await db.execute(sql`select (select count(*) from lms_waybill)::int as w, (select count(*) from lms_waybill_piece)::int as p,
      (select count(*) from lms_waybill_commodity)::int as c, (select count(*) from lms_waybill_track)::int as t`)) as unknown as Rows<
      Record<string, number>
    >
  ).rows[0]!;
  const total = (Date.now() - started) / 1000;
  const all = rows.w! + rows.p! + rows.c! + rows.t!;
  console.log(`indexes + analyse ${((Date.now() - ixStart) / 1000).toFixed(1)} s`);
  console.log(
    `waybills ${rows.w}, pieces ${rows.p}, commodities ${rows.c}, tracks ${rows.t}: ${all} rows in ${total.toFixed(1)} s = ${Math.round(all / total)} rows/s (${Math.round(rows.w! / total)} waybills/s)`,
  );
  await close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
