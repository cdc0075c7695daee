import { actionPermission, GOODS_API, goodsDesc } from '@freightdesk/domain';
import type { EntityRegistry } from '#platform/entity/entity-runtime.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { allGoodsDesc, batchInsertGoodsDesc } from './goods-desc.service.ts';

/** Goods descriptions beyond the generic routes: batch insert from a pasted list, the full list for pickers. */
export function goodsDescRoutes(registry: EntityRegistry): ApiRoute[] {
  const rt = registry.get(goodsDesc.name);
  return [
    route({
      contract: GOODS_API.goodsDescBatchInsert,
      labels: { names: rt.labels.name!, categoryId: rt.labels.categoryId! },
      permission: actionPermission(goodsDesc, 'insert'),
      handler: (c, b) => batchInsertGoodsDesc(c, rt, b),
    }),
    route({
      contract: GOODS_API.allGoodsDesc,
      permission: goodsDesc.permission,
      handler: (c) => allGoodsDesc(c),
    }),
  ];
}
