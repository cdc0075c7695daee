import { type OrderFieldConfig, orderFieldConfigsSchema } from '@freightdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { orderConfigTemplateTable, productTable } from '../basic.schema.ts';

/**
 * The order configs of some products (one query), by product id: the field configs of the template
 * each product references; products without a template are absent.
 */
export async function productOrderConfigs(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, OrderFieldConfig[]>> {
  const wanted = [...new Set(productIds)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ productId: productTable.id, fieldConfigs: orderConfigTemplateTable.fieldConfigs })
    .from(productTable)
    .innerJoin(orderConfigTemplateTable, eq(orderConfigTemplateTable.id, productTable.orderConfigTemplateId))
    .where(inArray(productTable.id, wanted));
  // stored rows passed the template's schema when saved; parsing again fills the row defaults
  return new Map(
    rows.map((r) => [String(r.productId), orderFieldConfigsSchema.catch([]).parse(r.fieldConfigs ?? [])]),
  );
}
