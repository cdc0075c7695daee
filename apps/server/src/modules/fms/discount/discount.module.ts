import type { ModuleManifest } from '#platform/module.ts';
import { DEMO_DISCOUNTS, DEMO_NEGOTIATED_PRICES } from './discount.demo.ts';
import { discountRules, negotiatePriceRules } from './discount.rules.ts';
import { discountTable, negotiatePriceTable } from './discount.schema.ts';

/** Discounts and negotiated prices: served by the entity machinery. */
export const discountModule: ModuleManifest = {
  name: 'fms/discount',
  tables: { discountTable, negotiatePriceTable },
  entities: {
    discount: { table: discountTable, rules: discountRules, demoRows: DEMO_DISCOUNTS },
    negotiatePrice: {
      table: negotiatePriceTable,
      rules: negotiatePriceRules,
      demoRows: DEMO_NEGOTIATED_PRICES,
    },
  },
};
