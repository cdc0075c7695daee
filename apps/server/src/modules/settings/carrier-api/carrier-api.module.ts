import type { ModuleManifest } from '#platform/module.ts';
import {
  DEMO_CUSTOMS_DECLARE_APIS,
  DEMO_LABEL_APIS,
  DEMO_PRICE_APIS,
  DEMO_TRACK_APIS,
} from './carrier-api.demo.ts';
import { carrierApiRoutes } from './carrier-api.routes.ts';
import { apiConfigRules } from './carrier-api.rules.ts';
import {
  carrierApiSecret,
  customsDeclareApiTable,
  labelApiTable,
  priceApiTable,
  trackApiTable,
} from './carrier-api.schema.ts';
import { sandboxManifest, sandboxShipment } from './carriers/sandbox/sandbox.schema.ts';

/** Carrier connections: the API configurations, the connectors and the built-in sandbox carrier. */
export const carrierApiModule: ModuleManifest = {
  name: 'settings/carrier-api',
  tables: {
    labelApiTable,
    trackApiTable,
    priceApiTable,
    customsDeclareApiTable,
    carrierApiSecret,
    sandboxShipment,
    sandboxManifest,
  },
  entities: {
    labelApi: { table: labelApiTable, rules: apiConfigRules, demoRows: DEMO_LABEL_APIS },
    trackApi: { table: trackApiTable, rules: apiConfigRules, demoRows: DEMO_TRACK_APIS },
    priceApi: { table: priceApiTable, rules: apiConfigRules, demoRows: DEMO_PRICE_APIS },
    customsDeclareApi: {
      table: customsDeclareApiTable,
      rules: apiConfigRules,
      demoRows: DEMO_CUSTOMS_DECLARE_APIS,
    },
  },
  routes: carrierApiRoutes,
};
