import { sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { keepData } from '#platform/db/kept-data.ts';
import { fmsPrice } from './price.schema.ts';
import { REFERENCE_TTL_MS } from './price-reference.ts';

/**
 * The heads of the customer price tables (id, version, product, customers, validity), kept per
 * process and database like the reference data, so a price query runs no SQL for its tables once
 * they are parsed. A write of `fms_price` in this process forgets them when its transaction has
 * ended (`kept-data.ts`); another process sees it within REFERENCE_TTL_MS, as it sees a changed
 * product, zone or fuel rate. Tables that ended more than HEADS_PAST_MS before the load are left out: a quote
 * dated before that reads its tables from the database (`covers`).
 */
export type PriceHead = {
  id: string;
  version: number;
  productId: string;
  customerIds: readonly string[];
  effectiveFrom: number;
  effectiveTo: number | null;
};
export type PriceHeads = {
  loadedAt: number;
  /** Numbers the loads of this process: answers computed from one load are keyed by it. */
  generation: number;
  heads: readonly PriceHead[];
  /** The heads of each customer (and product) asked for, by `audienceKey`, filled as quotes come. */
  byAudience: Map<string, readonly PriceHead[]>;
};

const HEADS_PAST_MS = 86_400_000;
let generations = 0;
const cache = new WeakMap<Db, { at: number; value: Promise<PriceHeads> }>();
keepData({ name: 'priceHeads', tables: [fmsPrice], forget: (db) => forgetPriceHeads(db) });

async function loadHeads(db: Db, now: Date): Promise<PriceHeads> {
  const since = new Date(now.getTime() - HEADS_PAST_MS).toISOString();
  const result = (await db.execute(sql`
    select id, version, product_id, customer_ids, effective_from, effective_to from fms_price
    where kind = 'customer' and (effective_to is null or effective_to > ${since}::timestamptz)`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return {
    loadedAt: now.getTime(),
    generation: ++generations,
    byAudience: new Map(),
    heads: result.rows.map((r) => ({
      id: String(r.id),
      version: Number(r.version),
      productId: String(r.product_id),
      customerIds: (r.customer_ids as string[] | null) ?? [],
      effectiveFrom: new Date(r.effective_from as string).getTime(),
      effectiveTo: r.effective_to == null ? null : new Date(r.effective_to as string).getTime(),
    })),
  };
}

/** The customer tables' heads, loaded at most once per REFERENCE_TTL_MS (request clock) per database. */
export function priceHeads(db: Db, now: Date): Promise<PriceHeads> {
  const hit = cache.get(db);
  if (hit && Math.abs(now.getTime() - hit.at) < REFERENCE_TTL_MS) return hit.value;
  const value = loadHeads(db, now);
  cache.set(db, { at: now.getTime(), value });
  value.catch(() => cache.delete(db));
  return value;
}

/** Whether the kept heads hold every table that could be effective on the date. */
export const covers = (heads: PriceHeads, date: Date) => date.getTime() >= heads.loadedAt - HEADS_PAST_MS;

const audienceKey = (customerId: string | null, productId?: string | null) =>
  `${customerId ?? ''}|${productId ?? ''}`;

/** The heads of the customer's own and the general tables (of one product when named), whatever their dates. */
function audienceHeads(heads: PriceHeads, customerId: string | null, productId?: string | null) {
  const key = audienceKey(customerId, productId);
  let found = heads.byAudience.get(key);
  if (!found) {
    found = heads.heads.filter(
      (h) =>
        (!productId || h.productId === productId) &&
        (h.customerIds.length === 0 || (customerId !== null && h.customerIds.includes(customerId))),
    );
    heads.byAudience.set(key, found);
  }
  return found;
}

/** The heads effective on the date for the customer (or for everyone), of one product when named. */
export function effectiveHeads(
  heads: PriceHeads,
  customerId: string | null,
  date: Date,
  productId?: string | null,
): PriceHead[] {
  const at = date.getTime();
  return audienceHeads(heads, customerId, productId).filter(
    (h) => h.effectiveFrom <= at && (h.effectiveTo === null || h.effectiveTo > at),
  );
}

export function forgetPriceHeads(db: Db): void {
  cache.delete(db);
}
