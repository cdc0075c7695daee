import type { ModuleManifest } from '#platform/module.ts';
import { orderConfigTemplateTable, productTable } from '../basic.schema.ts';
import { DEMO_ORDER_CONFIG_TEMPLATES, DEMO_PRODUCTS } from './product.demo.ts';

/** Products and order config templates: served by the entity machinery. */
export const productModule: ModuleManifest = {
  name: 'settings/product',
  tables: { orderConfigTemplateTable, productTable },
  entities: {
    orderConfigTemplate: { table: orderConfigTemplateTable, demoRows: DEMO_ORDER_CONFIG_TEMPLATES },
    product: { table: productTable, demoRows: DEMO_PRODUCTS },
  },
};
