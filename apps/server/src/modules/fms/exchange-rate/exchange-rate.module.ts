import type { ModuleManifest } from '#platform/module.ts';
import { exchangeRateOnlineTable } from '../price/index.ts';
import { DEMO_ONLINE_RATES } from './exchange-rate.demo.ts';

/** Online exchange rates (the rate services are used by the price module's routes). */
export const exchangeRateModule: ModuleManifest = {
  name: 'fms/exchange-rate',
  tables: { exchangeRateOnlineTable },
  entities: { exchangeRateOnline: { table: exchangeRateOnlineTable, demoRows: DEMO_ONLINE_RATES } },
};
