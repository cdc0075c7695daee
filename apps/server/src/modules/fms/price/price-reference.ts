import {
  type ChannelWeightConfig,
  DEFAULT_CURRENCY,
  type Discount,
  discountOfRow,
  type ExchangeRate,
  type FuelRate,
  type PricingChannel,
  type PricingProduct,
  type QuoteContext,
  type ZoneRow,
  zoneRowsSchema,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { discountTable } from '#modules/fms/discount/index.ts';
import { exchangeRateTable, fuelSurchargeTable } from '#modules/fms/price/price-data.schema.ts';
import { channelTable, productTable, zoneTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { keepData } from '#platform/db/kept-data.ts';
import { forgetPriceHeads } from './price-heads.ts';

/**
 * The rarely-changing data a quote reads besides the price tables: products (weight fields, zone
 * scheme), channels (weight config), zone schemes, the fuel surcharge table, exchange rates and the
 * enabled discounts.
 * Kept per process and database for a few seconds (like system settings), so a quote costs no
 * query for it; a write of these tables is seen at once by the process that made it (forgotten when
 * its transaction ends, `kept-data.ts`) and by every other process within REFERENCE_TTL_MS.
 */
export type PriceReference = {
  products: Record<string, PricingProduct & { name: string; code: string; sysCode: string }>;
  channels: Record<string, PricingChannel & { name: string }>;
  zoneSchemes: Record<string, ZoneRow[]>;
  fuelRates: FuelRate[];
  exchangeRates: ExchangeRate[];
  discounts: Discount[];
};

export const REFERENCE_TTL_MS = 5_000;

/**
 * The engine's context from the reference data: local currency, the caller's clock and language.
 * Discounts lower customer prices only (the engine applies whatever discounts it is given).
 */
export function quoteContextOf(
  ref: PriceReference,
  at: { now: Date; language: QuoteContext['language'] },
  use: Pick<QuoteContext, 'kind' | 'purpose'>,
): QuoteContext {
  const { products, channels, zoneSchemes, fuelRates, exchangeRates, discounts } = ref;
  return {
    now: at.now,
    products,
    channels,
    zoneSchemes,
    fuelRates,
    exchangeRates,
    discounts: (use.kind ?? 'customer') === 'customer' ? discounts : [],
    localCurrency: DEFAULT_CURRENCY,
    ...use,
    language: at.language,
  };
}
/** The tables the reference data is read from (the fee calculation keeps a copy of it too). */
export const REFERENCE_TABLES = [
  productTable,
  channelTable,
  zoneTable,
  fuelSurchargeTable,
  exchangeRateTable,
  discountTable,
] as const;

const cache = new WeakMap<Db, { at: number; value: Promise<PriceReference> }>();
const featureCache = new WeakMap<Db, Map<string, { at: number; features: Promise<readonly string[]> }>>();
keepData({ name: 'priceReference', tables: REFERENCE_TABLES, forget: (db) => cache.delete(db) });
keepData({ name: 'customerFeatures', tables: [customer], forget: (db) => featureCache.delete(db) });

const num = (v: unknown) => (v === null || v === undefined ? null : String(v));

async function loadReference(db: Db): Promise<PriceReference> {
  const [products, channels, zones, fuel, rates, discounts] = await Promise.all([
    db
      .select({
        id: productTable.id,
        code: productTable.code,
        name: productTable.name,
        weightRule: productTable.weightRule,
        volumeDivisor: productTable.volumeDivisor,
        divideWeightPercentage: productTable.divideWeightPercentage,
        carryUnit: productTable.carryUnit,
        minChargeWeight: productTable.minChargeWeight,
        zoneId: productTable.zoneId,
        sysCode: productTable.sysCode!,
      })
      .from(productTable)
      .where(eq(productTable.enabled, true)),
    db
      .select({ id: channelTable.id, name: channelTable.name, weightConfig: channelTable.weightConfig })
      .from(channelTable),
    db.select({ id: zoneTable.id, zones: zoneTable.zones }).from(zoneTable),
    db.select().from(fuelSurchargeTable),
    db.select().from(exchangeRateTable),
    // all enabled: the engine picks those effective on the pricing date (a fee may price an earlier day)
    db.select().from(discountTable).where(eq(discountTable.enabled, true)),
  ]);
  return {
    products: Object.fromEntries(
      products.map((p) => [
        String(p.id),
        {
          id: String(p.id),
          code: String(p.code),
          name: String(p.name),
          sysCode: String(p.sysCode ?? 'LMS'),
          weightRule: p.weightRule as PricingProduct['weightRule'],
          volumeDivisor: Number(p.volumeDivisor),
          divideWeightPercentage: num(p.divideWeightPercentage),
          carryUnit: num(p.carryUnit),
          minChargeWeight: num(p.minChargeWeight),
          zoneId: p.zoneId ? String(p.zoneId) : null,
        },
      ]),
    ),
    channels: Object.fromEntries(
      channels.map((c) => [
        String(c.id),
        {
          id: String(c.id),
          name: String(c.name),
          weightConfig: c.weightConfig as ChannelWeightConfig | null,
        },
      ]),
    ),
    zoneSchemes: Object.fromEntries(
      zones.map((z) => [String(z.id), zoneRowsSchema.safeParse(z.zones ?? []).data ?? []]),
    ),
    fuelRates: fuel.map((f) => ({
      productId: f.productId ? String(f.productId) : null,
      channelId: f.channelId ? String(f.channelId) : null,
      month: String(f.month).slice(0, 7),
      rate: String(f.rate),
    })),
    exchangeRates: rates.map((r) => ({
      currency: String(r.currency),
      foreignCurrency: String(r.foreignCurrency),
      value: String(r.value),
      lossRate: num(r.lossRate),
      effectiveFrom: new Date(`${String(r.effectiveFrom).slice(0, 10)}T00:00:00Z`),
    })),
    discounts: discounts.map(discountOfRow),
  };
}

/** The reference data, loaded at most once per REFERENCE_TTL_MS (by the request clock) per database. */
export function priceReference(db: Db, now: Date): Promise<PriceReference> {
  const hit = cache.get(db);
  if (hit && Math.abs(now.getTime() - hit.at) < REFERENCE_TTL_MS) return hit.value;
  const value = loadReference(db);
  cache.set(db, { at: now.getTime(), value });
  value.catch(() => cache.delete(db));
  return value;
}

/** Forgets the cached reference data and price heads (tests, after writing products, rates or prices directly). */
export function forgetPriceReference(db: Db): void {
  cache.delete(db);
  forgetPriceHeads(db);
  featureCache.delete(db);
}

async function loadFeatures(db: Db, customerId: string): Promise<readonly string[]> {
  const [row] = await db
    .select({ features: customer.features })
    .from(customer)
    .where(eq(customer.id, customerId));
  return row?.features ?? [];
}

/** A customer's feature flags (kept like the reference data, from the start of the read). */
export function customerFeatures(db: Db, customerId: string, now: Date): Promise<readonly string[]> {
  const byCustomer = featureCache.get(db) ?? new Map();
  featureCache.set(db, byCustomer);
  const hit = byCustomer.get(customerId);
  if (hit && Math.abs(now.getTime() - hit.at) < REFERENCE_TTL_MS) return hit.features;
  const entry = { at: now.getTime(), features: loadFeatures(db, customerId) };
  byCustomer.set(customerId, entry);
  entry.features.catch(() => {
    if (byCustomer.get(customerId) === entry) byCustomer.delete(customerId);
  });
  return entry.features;
}
