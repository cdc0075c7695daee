import type { ModuleManifest } from '#platform/module.ts';
import { priceRoutes } from './price.routes.ts';
import { fmsPrice, fmsPriceHistory } from './price.schema.ts';
import { exchangeRateTable, fuelSurchargeTable } from './price-data.schema.ts';
import { surchargeTemplateRules } from './surcharge-template.rules.ts';
import { surchargeTemplateTable } from './surcharge-template.schema.ts';

/** Price tables and their sheets, plus the pricing data the entity machinery serves. */
export const priceModule: ModuleManifest = {
  name: 'fms/price',
  tables: { fmsPrice, fmsPriceHistory, exchangeRateTable, fuelSurchargeTable, surchargeTemplateTable },
  entities: {
    exchangeRate: { table: exchangeRateTable },
    fuelSurcharge: { table: fuelSurchargeTable },
    surchargeTemplate: { table: surchargeTemplateTable, rules: surchargeTemplateRules },
  },
  routes: priceRoutes,
};
