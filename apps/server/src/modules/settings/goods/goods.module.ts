import type { ModuleManifest } from '#platform/module.ts';
import {
  blackListTable,
  documentTemplateTable,
  goodsDescCategoryTable,
  goodsDescTable,
} from '../basic.schema.ts';
import { blackListRoutes } from './black-list.routes.ts';
import {
  DEMO_BLACK_LIST,
  DEMO_DOCUMENT_TEMPLATES,
  DEMO_GOODS_DESC_CATEGORIES,
  DEMO_GOODS_DESCS,
} from './goods.demo.ts';
import { goodsDescRoutes } from './goods-desc.routes.ts';

/** Goods descriptions and their categories, the black list, document templates. */
export const goodsModule: ModuleManifest = {
  name: 'settings/goods',
  tables: { blackListTable, goodsDescCategoryTable, goodsDescTable, documentTemplateTable },
  entities: {
    blackList: { table: blackListTable, demoRows: DEMO_BLACK_LIST },
    goodsDescCategory: { table: goodsDescCategoryTable, demoRows: DEMO_GOODS_DESC_CATEGORIES },
    goodsDesc: { table: goodsDescTable, demoRows: DEMO_GOODS_DESCS },
    documentTemplate: { table: documentTemplateTable, demoRows: DEMO_DOCUMENT_TEMPLATES },
  },
  routes: (entities) => [...goodsDescRoutes(entities), ...blackListRoutes(entities)],
};
