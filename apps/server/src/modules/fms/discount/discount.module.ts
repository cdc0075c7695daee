import type { ModuleManifest } from '#platform/module.ts';
import { discountRules, negotiatePriceRules } from './discount.rules.ts';
import { discountTable, negotiatePriceTable } from './discount.schema.ts';

/** Discounts and negotiated prices: served by the entity machinery. */
export const discountModule: ModuleManifest = {
  name: 'fms/discount',
  tables: { discountTable, negotiatePriceTable },
  entities: {
    discount: { table: discountTable, rules: discountRules },
    negotiatePrice: { table: negotiatePriceTable, rules: negotiatePriceRules },
  },
};
