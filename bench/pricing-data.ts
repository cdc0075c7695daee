/**
 * The data of the price-query benchmarks (`pricing-api.ts`, `pricing-load.ts`): its own database
 * (default `freightdesk_bench_pricing`), migrated and seeded by the server's code, plus one zone
 * scheme of 50 zones, 20 products and 200 customer price tables of 50 zones × 30 weight ranges
 * (per product one general table and nine of customer C0001, whose user `demo` quotes). Filled once.
 */
import { priceTableSchema } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { productTable, zoneTable } from '../apps/server/src/modules/basic/basic.schema.ts';
import { fmsPrice } from '../apps/server/src/modules/fms/price/price.schema.ts';
import { valuesOf } from '../apps/server/src/modules/fms/price/price-row.ts';
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
