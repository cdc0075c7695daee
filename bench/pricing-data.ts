/**
 * The data of the price-query benchmarks (`pricing-api.ts`, `pricing-load.ts`): its own database
 * (default `freightdesk_bench_pricing`), migrated and seeded by the server's code, plus one zone
 * scheme of 50 zones, 20 products and 200 customer price tables of 50 zones × 30 weight ranges
 * (per product one general table and nine of customer C0001, whose user `demo` quotes). Filled once.
 */
import { priceTableSchema } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { fmsPrice } from '../apps/server/src/modules/fms/price/price.schema.ts';
import { valuesOf } from '../apps/server/src/modules/fms/price/price-row.ts';
import { productTable, zoneTable } from '../apps/server/src/modules/settings/basic.schema.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import { type CountedDb, ensureDatabase, openCounted } from './bench-db.ts';

export const PRICING_BENCH_URL =
  process.env.PRICING_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/freightdesk_bench_pricing';
export const TABLES = 200;
export const GROUPS = 20;
export const ZONES = 50;
export const RANGES = 30;
/** The demo customer user that quotes (C0001, price checking on). */
export const QUOTING_USER = { username: 'demo', password: 'Demo@123', userType: 'customer', mode: 'normal' };

type Rows<T> = { rows: T[] };

export const zoneRows = Array.from({ length: ZONES }, (_, i) => ({
  name: `Z${i}`,
  timeliness: '',
  countryCodes: ['US'],
  postcodePrefixes: [String(10 + i)],
  shippingNotice: '',
}));

/**
 * The i-th shipment: one 40×30×20 cm piece to one of the 50 zones. With `distinct` (default 550 =
 * 55 weights × 50 zones) the shipments come round again; with 0 every one has its own weight to the
 * gram (1.000–55.000 kg), so no answer is ever asked for twice.
 */
export function shipment(i: number, distinct = 550) {
  const weight =
    distinct > 0 ? String(1 + ((i % distinct) % 55)) : (1 + ((i * 7919) % 54_001) / 1000).toFixed(3);
  return {
    countryCode: 'US',
    postcode: `${10 + ((distinct > 0 ? i % distinct : i) % ZONES)}001`,
    pieces: [{ actualWeight: weight, length: '40', width: '30', height: '20' }],
  };
}

/** Zone scheme, 20 products and 200 tables (once per database: the products are found by code). */
async function fill(db: CountedDb['db'], customerId: string): Promise<void> {
  const found = (await db.execute(
    sql`select count(*)::int as n from basic_product where code like 'BENCHP%'`,
  )) as unknown as Rows<{ n: number }>;
  if (found.rows[0]!.n >= GROUPS) return;
  const [scheme] = await db
    .insert(zoneTable)
    .values({ code: 'BENCHZONE', name: 'Bench zones', zones: zoneRows, zoneCount: ZONES } as never)
    .returning({ id: zoneTable.id });
  const products: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const [p] = await db
      .insert(productTable)
      .values({
        code: `BENCHP${String(g).padStart(2, '0')}`,
        name: `Bench product ${g}`,
        headTransportMode: 'air',
        endDeliveryMode: 'express',
        weightRule: 'max',
        volumeDivisor: 6000,
        carryUnit: '0.500',
        zoneId: scheme!.id,
      } as never)
      .returning({ id: productTable.id });
    products.push(String(p!.id));
  }
  for (let t = 0; t < TABLES; t++) {
    const g = t % GROUPS;
    const { id: _id, ...table } = priceTableSchema.parse({
      id: 'new',
      name: `Bench ${t}`,
      kind: 'customer',
      productId: products[g],
      customerIds: t < GROUPS ? [] : [customerId],
      effectiveFrom: new Date(Date.UTC(2026, 0, 1) + t * 60_000),
      fuel: { customFuelRate: '0.12' },
      surcharges: [{ subject: 'remote', formula: 'chargeWeight * 0.5 + 3', fuelIncluded: true }],
      weightRanges: zoneRows.flatMap((z) =>
        Array.from({ length: RANGES }, (_, k) => ({
          zones: [z.name],
          startWeight: String(k * 2),
          endWeight: String(k * 2 + 2),
          attributeType: 'unitPrice',
          price: String(10 + k + (t % 7)),
        })),
      ),
    });
    await db.insert(fmsPrice).values(valuesOf(table));
  }
}

/** Creates, migrates, seeds and fills the bench database; answers its counted pool and C0001's id. */
export async function preparePricingDatabase(poolSize = 10): Promise<CountedDb & { customerId: string }> {
  await ensureDatabase(PRICING_BENCH_URL);
  const counted = openCounted(PRICING_BENCH_URL, poolSize);
  await migrate(counted.db);
  await seedDatabase(counted.db, {
    production: false,
    passwordHash: { memoryCost: 19456, timeCost: 2, parallelism: 1 },
  });
  const [c1] = (
    (await counted.db.execute(sql`select id from customer where code = 'C0001'`)) as unknown as Rows<{
      id: string;
    }>
  ).rows;
  await fill(counted.db, c1!.id);
  return { ...counted, customerId: c1!.id };
}

type Range = { start: number; end: number; price: number };

/**
 * The bare lookup the API is measured against: the same kind of ids query on the pool for every
 * quote, each table's weight ranges fetched once and indexed by zone, the range found by bounds and
 * the unit price × weight in floats (no fuel, surcharge, formula text or rounding). Answers the
 * prices of the i-th shipment, cheapest first.
 */
export function bareLookup(pool: pg.Pool, customerId: string, distinct?: number) {
  const index = new Map<string, Map<string, Range[]>>();
  const indexTables = async (ids: string[]) => {
    const full = await pool.query<{
      id: string;
      data: { weightRanges: { zones: string[]; startWeight: string; endWeight: string; price: string }[] };
    }>('select id, data from fms_price where id = any($1::uuid[])', [ids]);
    for (const r of full.rows) {
      const byZone = new Map<string, Range[]>();
      for (const w of r.data.weightRanges) {
        const list = byZone.get(w.zones[0]!) ?? [];
        list.push({ start: Number(w.startWeight), end: Number(w.endWeight), price: Number(w.price) });
        byZone.set(w.zones[0]!, list);
      }
      index.set(r.id, byZone);
    }
  };
  return async (i: number): Promise<number[]> => {
    const { rows } = await pool.query<{ id: string; product_id: string; customer_ids: string[] }>(
      `select id, product_id, customer_ids from fms_price where kind = 'customer' and effective_from <= now()
       and (effective_to is null or effective_to > now()) and (cardinality(customer_ids) = 0 or $1::uuid = any(customer_ids))`,
      [customerId],
    );
    const missing = rows.filter((r) => !index.has(r.id)).map((r) => r.id);
    if (missing.length) await indexTables(missing);
    const s = shipment(i, distinct);
    const zone = zoneRows.find((z) => s.postcode.startsWith(z.postcodePrefixes[0]!))!.name;
    const weight = Math.ceil(Math.max(Number(s.pieces[0]!.actualWeight), (40 * 30 * 20) / 6000) * 2) / 2;
    const best = new Map<string, (typeof rows)[number]>();
    for (const r of rows) if (!best.has(r.product_id) || r.customer_ids.length) best.set(r.product_id, r);
    const out: number[] = [];
    for (const r of best.values()) {
      const hit = index
        .get(r.id)
        ?.get(zone)
        ?.find((x) => weight > x.start && weight <= x.end);
      if (hit) out.push(weight * hit.price);
    }
    return out.sort((a, b) => a - b);
  };
}
