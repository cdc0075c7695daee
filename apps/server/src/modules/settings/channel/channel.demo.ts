import type { DemoRow } from '#platform/module.ts';

/** Demo channels. */

/** Channels with their agents per leg and sub-configs. */
export const DEMO_CHANNELS: DemoRow[] = [
  {
    code: 'USUPS',
    name: 'US UPS Ground',
    productIds: ['FDUSEXP'],
    headAgentId: 'SZHEAD',
    customsAgentId: 'SZHEAD',
    deliveryAgentId: 'USDLV',
    labelApiMode: 'autoAfterInvoice',
    trackApiMode: 'platform',
    insurance: true,
    channelLimit: { enable: true, mode: 'bill', period: 'day', limit: 500 },
    serviceLimit: {
      minWeight: 0.1,
      maxWeight: 68,
      maxLength: 270,
      countryCodes: ['US'],
      countryMode: 'allow',
    },
    weightConfig: {
      minChargeWeight: 0.5,
      carryUnits: [
        { startWeight: 0, endWeight: 21, unit: 0.5, type: 'chargeWeight' },
        { startWeight: 21, endWeight: 9999, unit: 1, type: 'chargeWeight' },
      ],
    },
  },
  {
    code: 'DEFBASEA',
    name: 'DE FBA Sea',
    productIds: ['FDEUSEAFBA'],
    headAgentId: 'SZHEAD',
    deliveryAgentId: 'DEDLV',
    labelApiMode: 'manual',
    trackApiMode: 'selfBuilt',
    selfCabinet: true,
    serviceLimit: { minWeight: 12, countryCodes: ['DE', 'NL', 'FR', 'IT', 'ES'], countryMode: 'allow' },
    weightConfig: { minChargeWeight: 12, minChargeWeightPer: 'bill' },
  },
];
