import type { DemoRow } from '#platform/module.ts';

/** Demo exchange rates, fuel surcharges and surcharge templates (entity rows; references by code). */

export const DEMO_EXCHANGE_RATES: DemoRow[] = [
  {
    currency: 'RMB',
    foreignCurrency: 'USD',
    value: '7.100000',
    lossRate: '0.0100',
    effectiveFrom: '2026-01-01',
    remark: 'Demo',
  },
  {
    currency: 'RMB',
    foreignCurrency: 'EUR',
    value: '7.800000',
    lossRate: '0.0100',
    effectiveFrom: '2026-01-01',
    remark: 'Demo',
  },
  {
    currency: 'RMB',
    foreignCurrency: 'HKD',
    value: '0.910000',
    lossRate: null,
    effectiveFrom: '2026-01-01',
    remark: 'Demo',
  },
];

/** Fuel of the EU sea product for the months around the demo (the US tables carry their own rate). */
export const DEMO_FUEL_SURCHARGES: DemoRow[] = ['2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01'].map(
  (month) => ({
    productId: 'FDEUSEAFBA',
    channelId: null,
    month,
    rate: '0.0800',
    remark: 'Demo',
  }),
);

/** Demo surcharge templates (pricing): what price tables copy with "add from template". */
export const DEMO_SURCHARGE_TEMPLATES: DemoRow[] = [
  {
    name: '偏远附加费 Remote area',
    subject: 'remote',
    formula: 'max(chargeWeight * 3, 25)',
    minValue: '25.0000',
    maxValue: '300.0000',
    fuelIncluded: true,
    customFuelRate: null,
    thirdPartySettlement: false,
    remark: 'Zone 3 postcodes',
  },
  {
    name: '超长附加费 Oversize',
    subject: 'oversize',
    formula: 'maxLength > 120 ? 150 : 0',
    minValue: null,
    maxValue: null,
    fuelIncluded: false,
    customFuelRate: null,
    thirdPartySettlement: false,
    remark: null,
  },
  {
    name: '关税代付 Duty paid',
    subject: 'dutyPaid',
    formula: '20',
    minValue: null,
    maxValue: null,
    fuelIncluded: false,
    customFuelRate: null,
    thirdPartySettlement: true,
    remark: null,
  },
];
