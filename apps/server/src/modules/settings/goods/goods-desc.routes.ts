import { actionPermission, goodsDesc } from '@freightdesk/domain';
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
      input: goodsDescBatchPayload,
      labels: { names: rt.labels.name!, categoryId: rt.labels.categoryId! },
      permission: actionPermission(goodsDesc, 'insert'),
      summary: 'Goods description: add many names (commas, Chinese commas or semicolons) to a category',
      handler: (c, b) => batchInsertGoodsDesc(c, rt, b),
    }),
    route({
      method: 'GET',
      url: `/${goodsDesc.api}/getAllGoodsDesc`,
      permission: goodsDesc.permission,
      summary: 'Goods description: every name with its category',
      handler: (c) => allGoodsDesc(c),
    }),
  ];
}
