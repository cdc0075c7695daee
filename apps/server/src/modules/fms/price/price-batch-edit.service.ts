import {
  type BusinessLogAction,
  checkCustomerOnly,
  checkCustomersLeft,
  checkPriceTable,
  type PriceBatchCustomerPayload,
  type PriceBatchFuelPayload,
  type PriceBatchRemarkPayload,
  type PriceBatchSurchargePayload,
  type PriceBatchZonePayload,
  type PriceKind,
  type PriceTable,
  priceTableSchema,
  withCustomers,
  withFuel,
  withRemark,
  withSurcharge,
  withZone,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsPrice } from './price.schema.ts';
import {
  lockPrices,
  type PriceRow,
  recordVersions,
  requirePrice,
  stamp,
  tableOf,
  valuesOf,
} from './price-row.ts';
import { resolveOverlaps } from './price-write.service.ts';

/**
 * Batch changes of price tables of one kind (fuel, zone, surcharge, customer, remark): each changed
 * table gets a new version, a history row with the action and a business-log row, in one
 * transaction; a table the change leaves as it was is not written. Any refusal writes nothing.
 */

type Change = (t: PriceTable) => PriceTable | null;
type Options = {
  /** Extra check of a changed table (before → after). */
  check?: (before: PriceTable, after: PriceTable) => void;
  /** Runs the overlap rule (code 2000 with the conflicts unless force). */
  overlaps?: { force: boolean };
};

async function rewrite(
  ctx: AuthedContext,
  input: { kind: PriceKind; ids: string[] },
  action: BusinessLogAction,
  change: Change,
  options: Options = {},
) {
  requirePrice(ctx, input.kind, 'batch');
  return ctx.db.transaction(async (tx) => {
    const rows = await lockPrices(tx, input.kind, input.ids);
    const written: PriceRow[] = [];
    for (const row of rows) {
      const before = tableOf(row);
      const next = change(before);
      if (!next) continue;
      const t = priceTableSchema.parse(next);
      options.check?.(before, t);
      const failure = checkPriceTable(t);
      if (failure) throw new BizError(failure.key, failure.params);
      if (options.overlaps) await resolveOverlaps(tx, ctx, t, options.overlaps.force);
      const [done] = await tx
        .update(fmsPrice)
        .set({ ...valuesOf(t), version: row.version + 1, ...stamp(ctx, false) })
        .where(eq(fmsPrice.id, row.id))
        .returning();
      written.push(done!);
    }
    await recordVersions(tx, ctx, action, written, new Map(rows.map((r) => [r.id, r])));
    return { count: written.length };
  });
}

/** Sets (or clears) the custom fuel rate and / or the fuel discount. */
export const batchFuelPrices = (ctx: AuthedContext, p: PriceBatchFuelPayload) =>
  rewrite(ctx, p, 'batchFuel', (t) => withFuel(t, p));

/**
 * Replaces one zone's postcode prefixes, or renames a zone on the zones and every sub-data row (a new
 * name can meet another table's zone: the overlap rule, code 2000 unless force).
 */
export const batchZonePrices = (ctx: AuthedContext, p: PriceBatchZonePayload) =>
  rewrite(
    ctx,
    p,
    'batchZone',
    (t) => withZone(t, p),
    p.op === 'rename' ? { overlaps: { force: p.force } } : {},
  );

/** Adds, replaces or removes a surcharge by subject. */
export const batchSurchargePrices = (ctx: AuthedContext, p: PriceBatchSurchargePayload) =>
  rewrite(ctx, p, 'batchSurcharge', (t) => withSurcharge(t, p));

/**
 * Adds or removes effective customers (customer prices only). More customers can make a table overlap
 * another: code 2000 with the conflicts unless force (then the older overlapped tables end).
 */
export function batchCustomerPrices(ctx: AuthedContext, p: PriceBatchCustomerPayload) {
  requirePrice(ctx, p.kind, 'batch');
  const only = checkCustomerOnly(p.kind);
  if (only) throw new BizError(only.key, only.params);
  return rewrite(ctx, p, 'batchCustomer', (t) => withCustomers(t, p), {
    overlaps: { force: p.force },
    check: (before, after) => {
      const failure = checkCustomersLeft(before, after);
      if (failure) throw new BizError(failure.key, failure.params);
    },
  });
}

export const batchRemarkPrices = (ctx: AuthedContext, p: PriceBatchRemarkPayload) =>
  rewrite(ctx, p, 'batchRemark', (t) => withRemark(t, p));
