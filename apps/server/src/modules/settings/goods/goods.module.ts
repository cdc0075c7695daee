import type { ModuleManifest } from '#platform/module.ts';
import {
  blackListTable,
  documentTemplateTable,
  goodsDescCategoryTable,
  goodsDescTable,
} from '../basic.schema.ts';
import { blackListRoutes } from './black-list.routes.ts';
import { goodsDescRoutes } from './goods-desc.routes.ts';

/** Goods descriptions and their categories, the black list, document templates. */
export const goodsModule: ModuleManifest = {
  name: 'settings/goods',
  tables: { blackListTable, goodsDescCategoryTable, goodsDescTable, documentTemplateTable },
  entities: {
    blackList: { table: blackListTable },
    goodsDescCategory: { table: goodsDescCategoryTable },
    goodsDesc: { table: goodsDescTable },
    documentTemplate: { table: documentTemplateTable },
  },
  routes: (entities) => [...goodsDescRoutes(entities), ...blackListRoutes(entities)],
};
