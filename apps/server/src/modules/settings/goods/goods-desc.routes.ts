import { actionPermission, goodsDesc } from '@freightdesk/domain';
import { z } from 'zod';
import type { EntityRegistry } from '#platform/entity/entity-runtime.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { allGoodsDesc, batchInsertGoodsDesc, goodsDescBatchPayload } from './goods-desc.service.ts';

/** Goods descriptions beyond the generic routes: batch insert from a pasted list, the full list for pickers. */
export function goodsDescRoutes(registry: EntityRegistry): ApiRoute[] {
  const rt = registry.get(goodsDesc.name);
  return [
    route({
      method: 'POST',
      url: `/${goodsDesc.api}/batchInsert`,
      output: z.object({ inserted: z.number().int() }),
      input: goodsDescBatchPayload,
      labels: { names: rt.labels.name!, categoryId: rt.labels.categoryId! },
      permission: actionPermission(goodsDesc, 'insert'),
      summary: 'Goods description: add many names (commas, Chinese commas or semicolons) to a category',
      handler: (c, b) => batchInsertGoodsDesc(c, rt, b),
    }),
    route({
      method: 'GET',
      url: `/${goodsDesc.api}/getAllGoodsDesc`,
      output: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          nameEn: z.string().nullable(),
          categoryId: z.uuid().nullable(),
          categoryName: z.string().nullable(),
          dangerousType: z.number().int(),
        }),
      ),
      permission: goodsDesc.permission,
      summary: 'Goods description: every name with its category',
      handler: (c) => allGoodsDesc(c),
    }),
  ];
}
