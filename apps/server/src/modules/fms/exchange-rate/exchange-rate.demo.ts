import type { DemoRow } from '#platform/module.ts';

/** Demo online exchange rates. */

const rate = (
  bank: string,
  currency: string,
  foreign: string,
  buy: string,
  sell: string,
  middle: string,
) => ({
  bank,
  currency,
  foreignCurrency: foreign,
  buyRate: buy,
  sellRate: sell,
  middleRate: middle,
  publishedAt: '2026-01-02T01:30:00.000Z',
  remark: 'Demo',
});

export const DEMO_ONLINE_RATES: DemoRow[] = [
  rate('CN', 'RMB', 'USD', '7.080000', '7.110000', '7.095000'),
  rate('CN', 'RMB', 'EUR', '7.770000', '7.830000', '7.800000'),
  rate('CN', 'RMB', 'HKD', '0.905000', '0.912000', '0.908500'),
  rate('HK', 'HKD', 'USD', '7.780000', '7.820000', '7.800000'),
  rate('HK', 'HKD', 'RMB', '1.090000', '1.110000', '1.100000'),
];
