import {
  chargeableWeight,
  type ProductWeightFields,
  stageColumns,
  WAYBILL_FIELD_LABELS,
  weightSettingsOf,
} from '@freightdesk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { productTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';

/** The product of a waybill as an order or a batch update takes it: weight settings and transport modes. */
export type WaybillProduct = ProductWeightFields & {
  id: string;
  headTransportMode: string | null;
  endDeliveryMode: string | null;
};

/** An enabled product with its weight settings; a missing or disabled one is refused (`notExist`). */
export async function enabledProduct(db: Db, id: string): Promise<WaybillProduct> {
  const row = (await enabledProducts(db, [id])).get(id);
  if (!row) throw new BizError('notExist', [{ label: WAYBILL_FIELD_LABELS.productId! }]);
  return row;
}

/** The enabled ones of some products (one query), by id; missing and disabled ones are absent. */
export async function enabledProducts(db: Db, ids: readonly string[]): Promise<Map<string, WaybillProduct>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: productTable.id,
      weightRule: productTable.weightRule,
      volumeDivisor: productTable.volumeDivisor,
      divideWeightPercentage: productTable.divideWeightPercentage,
      carryUnit: productTable.carryUnit,
      minChargeWeight: productTable.minChargeWeight,
      headTransportMode: productTable.headTransportMode,
      endDeliveryMode: productTable.endDeliveryMode,
    })
    .from(productTable)
    .where(and(inArray(productTable.id, wanted), eq(productTable.enabled, true)));
  return new Map(rows.map((r) => [String(r.id), r as unknown as WaybillProduct]));
}

/** The order-stage weight columns of the pieces' order measures under the product's weight rule. */
export function orderWeightColumns(
  product: WaybillProduct,
  measures: Parameters<typeof chargeableWeight>[0],
  receiveVolumeDivisor: Parameters<typeof weightSettingsOf>[2],
) {
  const settings = weightSettingsOf(product, null, receiveVolumeDivisor);
  return stageColumns('order', chargeableWeight(measures, settings));
}
