import type { ModuleManifest } from '#platform/module.ts';
import { carrierApiRoutes } from './carrier-api.routes.ts';
import { apiConfigRules } from './carrier-api.rules.ts';
import { customsDeclareApiTable, labelApiTable, priceApiTable, trackApiTable } from './carrier-api.schema.ts';
import { sandboxManifest, sandboxShipment } from './carriers/sandbox/sandbox.schema.ts';

/** Carrier connections: the API configurations, the connectors and the built-in sandbox carrier. */
export const carrierApiModule: ModuleManifest = {
  name: 'settings/carrier-api',
  tables: {
    labelApiTable,
    trackApiTable,
    priceApiTable,
    customsDeclareApiTable,
    sandboxShipment,
    sandboxManifest,
  },
  entities: {
    labelApi: { table: labelApiTable, rules: apiConfigRules },
    trackApi: { table: trackApiTable, rules: apiConfigRules },
    priceApi: { table: priceApiTable, rules: apiConfigRules },
    customsDeclareApi: { table: customsDeclareApiTable, rules: apiConfigRules },
  },
  routes: carrierApiRoutes,
};
