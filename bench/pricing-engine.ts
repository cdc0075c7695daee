/**
 * The pricing engine alone (packages/domain/src/pricing): one shipment quoted across every product
 * with `quoteAll` over 200 customer price tables of 50 zones × 30 weight ranges (20 product/channel
 * groups of 10 tables), against a bare indexed lookup of the same rows (Map by table and zone, the
 * range found by bounds, unit price × weight in floats, no fuel, formulas, lines or rounding). Prints
 * quotes/s, p50 and p95 of both. No database, no HTTP: the API benchmark of issue 5 adds those.
 *
 *   npx tsx bench/pricing-engine.ts [--runs 2000] [--tables 200] [--groups 20]
 */
import {
  type PriceTable,
  type PricingProduct,
  priceTableSchema,
  quoteAll,
  type ZoneRow,
} from '@freightdesk/domain';
import { numberArg } from './args.ts';

const RUNS = numberArg('runs', 2000);
const TABLES = numberArg('tables', 200);
const GROUPS = numberArg('groups', 20);
const ZONES = 50;
const RANGES = 30;

const zones: ZoneRow[] = Array.from({ length: ZONES }, (_, i) => ({
  name: `Z${i}`,
  timeliness: '',
  countryCodes: ['US'],
  postcodePrefixes: [String(10 + i)],
  shippingNotice: '',
}));
const products: Record<string, PricingProduct> = {};
const tables: PriceTable[] = [];
for (let t = 0; t < TABLES; t++) {
  const productId = `P${t % GROUPS}`;
  products[productId] = {
    id: productId,
    weightRule: 'max',
    volumeDivisor: 6000,
    carryUnit: '0.5',
    zoneId: 'S',
  };
  const weightRanges = zones.flatMap((z) =>
    Array.from({ length: RANGES }, (_, k) => ({
      zones: [z.name],
      startWeight: String(k * 2),
      endWeight: String(k * 2 + 2),
      attributeType: 'unitPrice' as const,
      price: String(10 + k + (t % 7)),
    })),
  );
  tables.push(
    priceTableSchema.parse({
      id: `T${t}`,
      kind: 'customer',
      productId,
      customerIds: t < GROUPS ? [] : [`CU${t}`],
      effectiveFrom: '2026-01-01',
      weightRanges,
      fuel: { customFuelRate: '0.12' },
      surcharges: [{ subject: 'remote', formula: 'chargeWeight * 0.5 + 3', fuelIncluded: true }],
    }),
  );
}
const context = { now: new Date('2026-11-15T00:00:00Z'), products, zoneSchemes: { S: zones } };
const shipment = (i: number) => ({
  countryCode: 'US',
  postcode: `${10 + (i % ZONES)}001`,
  customerId: `CU${GROUPS + (i % (TABLES - GROUPS))}`,
  pieces: [{ actualWeight: String(1 + (i % 55)), length: 40, width: 30, height: 20 }],
});

/** The bare lookup: the same rows indexed once by table and zone, priced with floats. */
type BareRange = { start: number; end: number; price: number };
const bare = new Map(
  tables.map((t) => {
    const byZone = new Map<string, BareRange[]>();
    for (const r of t.weightRanges) {
      const list = byZone.get(r.zones[0]) ?? [];
      list.push({ start: Number(r.startWeight), end: Number(r.endWeight), price: Number(r.price) });
      byZone.set(r.zones[0], list);
    }
    return [t.id, byZone] as const;
  }),
);
const byProduct = new Map<string, PriceTable[]>();
for (const t of tables) byProduct.set(t.productId, [...(byProduct.get(t.productId) ?? []), t]);
function bareQuote(i: number): number[] {
  const s = shipment(i);
  const zone = zones.find((z) => s.postcode.startsWith(z.postcodePrefixes[0]))?.name ?? '';
  const weight = Math.ceil(Math.max(Number(s.pieces[0].actualWeight), (40 * 30 * 20) / 6000) * 2) / 2;
  const out: number[] = [];
  for (const group of byProduct.values()) {
    const table = group.find((t) => t.customerIds.includes(s.customerId)) ?? group[0];
    const r = bare
      .get(table.id)
      ?.get(zone)
      ?.find((x) => weight > x.start && weight <= x.end);
    if (r) out.push(weight * r.price);
  }
  return out.sort((a, b) => a - b);
}

function measure(name: string, fn: (i: number) => unknown): void {
  for (let i = 0; i < Math.max(50, TABLES * 2); i++) fn(i);
  const times: number[] = [];
  const start = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    fn(i);
    times.push(performance.now() - t0);
  }
  const total = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = ((used.user + used.system) / 1000 / RUNS).toFixed(3);
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
  console.log(
    `${name.padEnd(8)} ${(RUNS / (total / 1000)).toFixed(0).padStart(7)} quotes/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  CPU ${cpuMs} ms per quote`,
  );
}

console.log(`${TABLES} tables × ${ZONES} zones × ${RANGES} ranges, ${GROUPS} product groups, ${RUNS} runs`);
measure('engine', (i) => quoteAll(shipment(i), tables, context));
measure('bare', bareQuote);
