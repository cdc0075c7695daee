import {
  type PriceBatchAdjustPayload,
  type PriceKind,
  type PriceTable,
  priceTableSchema,
  type WeightRange,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsPrice } from './price.schema.ts';
import { lockPrices, type PriceRow, recordVersions, requirePrice, stamp, tableOf } from './price-row.ts';

/** Batch actions on price tables of one kind: expire, adjust the weight-range prices. */

/**
 * Ends the tables at `effectiveTo` (default now). A table that would end before it starts is
 * refused ("the end must be after the start"); one already ended earlier keeps its end.
 */
export async function batchExpirePrices(
  ctx: AuthedContext,
  input: { kind: PriceKind; ids: string[]; effectiveTo?: Date | null },
) {
  requirePrice(ctx, input.kind, 'batch');
  const end = input.effectiveTo ?? ctx.now;
  return ctx.db.transaction(async (tx) => {
    const rows = await lockPrices(tx, input.kind, input.ids);
    const written: PriceRow[] = [];
    for (const row of rows) {
      if (row.effectiveTo && row.effectiveTo <= end) continue;
      if (end <= row.effectiveFrom) throw new BizError('pricingEffectiveRange');
      const [done] = await tx
        .update(fmsPrice)
        .set({ effectiveTo: end, version: row.version + 1, ...stamp(ctx, false) })
        .where(eq(fmsPrice.id, row.id))
        .returning();
      written.push(done!);
    }
    await recordVersions(tx, ctx, 'batchExpire', written, new Map(rows.map((r) => [r.id, r])));
    return { count: written.length };
  });
}

/** A price moved by the adjustment, rounded to 4 places, never below 0. */
function adjusted(price: string, type: PriceBatchAdjustPayload['type'], value: string): string {
  const d = new Decimal(price);
  const moved = type === 'percent' ? d.times(new Decimal(1).plus(value)) : d.plus(value);
  return Decimal.max(0, moved).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString();
}

function adjustRange(r: WeightRange, input: PriceBatchAdjustPayload): WeightRange {
  const hit =
    input.zones.length === 0 || r.zones.length === 0 || r.zones.some((z) => input.zones.includes(z));
  if (!hit) return r;
  return {
    ...r,
    price: adjusted(r.price, input.type, input.value),
    ...(r.firstPrice ? { firstPrice: adjusted(r.firstPrice, input.type, input.value) } : {}),
  };
}

/**
 * Adjusts every weight-range price (and first price) of the tables in the given zones (empty: every
 * zone): percent → price × (1 + value), amount → price + value, never below 0. One new version each.
 */
export async function batchAdjustPrices(ctx: AuthedContext, input: PriceBatchAdjustPayload) {
  requirePrice(ctx, input.kind, 'batch');
  return ctx.db.transaction(async (tx) => {
    const rows = await lockPrices(tx, input.kind, input.ids);
    const written: PriceRow[] = [];
    for (const row of rows) {
      const t: PriceTable = priceTableSchema.parse({
        ...tableOf(row),
        weightRanges: tableOf(row).weightRanges.map((r) => adjustRange(r, input)),
      });
      const [done] = await tx
        .update(fmsPrice)
        .set({
          data: { ...row.data, weightRanges: t.weightRanges },
          version: row.version + 1,
          ...stamp(ctx, false),
        })
        .where(eq(fmsPrice.id, row.id))
        .returning();
      written.push(done!);
    }
    await recordVersions(tx, ctx, 'batchAdjust', written, new Map(rows.map((r) => [r.id, r])));
    return { count: written.length };
  });
}
