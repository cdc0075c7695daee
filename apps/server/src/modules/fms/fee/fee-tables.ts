import type { FeeKind, PriceTable } from '@freightdesk/domain';
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { cachedTable, fmsPrice, tableOf } from '#modules/fms/price/index.ts';
import type { Db } from '#platform/db/db.ts';

/**
 * The price tables that may price a waybill's fees: customer tables of its product for its
 * customer (or everyone) and agent tables of its product, effective on the pricing date, plus any
 * specified table whatever its date. The price module's parse cache (`tableOf` / `cachedTable`)
 * keeps a parsed version per process, so only the heads are read when nothing changed.
 */
export type FeeTableQuery = {
  productId: string;
  customerId: string;
  date: Date;
  specifiedIds: readonly string[];
};

export async function feeTables(db: Db, q: FeeTableQuery): Promise<PriceTable[]> {
  const effective = and(
    eq(fmsPrice.productId, q.productId),
    inArray(fmsPrice.kind, ['customer', 'agent']),
    lte(fmsPrice.effectiveFrom, q.date),
    or(isNull(fmsPrice.effectiveTo), gt(fmsPrice.effectiveTo, q.date)),
    sql`(${fmsPrice.kind} = 'agent' or cardinality(${fmsPrice.customerIds}) = 0 or ${q.customerId}::uuid = any(${fmsPrice.customerIds}))`,
  );
  const heads = await db
    .select({ id: fmsPrice.id, version: fmsPrice.version })
    .from(fmsPrice)
    .where(q.specifiedIds.length ? or(effective, inArray(fmsPrice.id, [...q.specifiedIds])) : effective);
  const missing = heads.filter((h) => !cachedTable(h.id, h.version)).map((h) => h.id);
  const fetched = new Map<string, PriceTable>();
  if (missing.length) {
    const rows = await db.select().from(fmsPrice).where(inArray(fmsPrice.id, missing));
    for (const row of rows) fetched.set(row.id, tableOf(row));
  }
  return heads.flatMap((h) => {
    const table = cachedTable(h.id, h.version) ?? fetched.get(h.id);
    return table ? [table] : [];
  });
}

/** The kind of a specified price (null when it does not exist or is a sales price). */
export async function priceKindOf(db: Db, priceId: string): Promise<FeeKind | null> {
  const [row] = await db.select({ kind: fmsPrice.kind }).from(fmsPrice).where(eq(fmsPrice.id, priceId));
  return row && (row.kind === 'customer' || row.kind === 'agent') ? row.kind : null;
}

/**
 * The candidate tables of one kind for a waybill: its channel (or none) for either kind; an agent
 * table bound to an end agent only for that agent.
 */
export function candidatesOf(
  tables: readonly PriceTable[],
  kind: FeeKind,
  w: { channelId: string | null; deliveryAgentId: string | null },
  specifiedId?: string,
): PriceTable[] {
  if (specifiedId) return tables.filter((t) => t.id === specifiedId && t.kind === kind);
  return tables.filter(
    (t) =>
      t.kind === kind &&
      (!t.channelId || !w.channelId || t.channelId === w.channelId) &&
      (kind === 'customer' || !t.endAgentId || !w.deliveryAgentId || t.endAgentId === w.deliveryAgentId),
  );
}
