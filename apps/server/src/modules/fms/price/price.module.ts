import type { ModuleManifest } from '#platform/module.ts';
import { seedPriceDemo } from './price.demo.ts';
import { priceRoutes } from './price.routes.ts';
import { fmsPrice, fmsPriceHistory } from './price.schema.ts';
import { exchangeRateTable, fuelSurchargeTable } from './price-data.schema.ts';
import { DEMO_EXCHANGE_RATES, DEMO_FUEL_SURCHARGES, DEMO_SURCHARGE_TEMPLATES } from './price-rows.demo.ts';
import { surchargeTemplateRules } from './surcharge-template.rules.ts';
import { surchargeTemplateTable } from './surcharge-template.schema.ts';

/** Price tables and their sheets, plus the pricing data the entity machinery serves. */
export const priceModule: ModuleManifest = {
  name: 'fms/price',
  tables: { fmsPrice, fmsPriceHistory, exchangeRateTable, fuelSurchargeTable, surchargeTemplateTable },
  entities: {
    exchangeRate: { table: exchangeRateTable, demoRows: DEMO_EXCHANGE_RATES },
    fuelSurcharge: { table: fuelSurchargeTable, demoRows: DEMO_FUEL_SURCHARGES },
    surchargeTemplate: {
      table: surchargeTemplateTable,
      rules: surchargeTemplateRules,
      demoRows: DEMO_SURCHARGE_TEMPLATES,
    },
  },
  routes: priceRoutes,
  seeds: { demo: seedPriceDemo },
};
