import type { DemoRow } from '#platform/module.ts';

/** Demo zone schemes. */

/** Zone schemes: US zones by country and postcode prefix, EU zones by country. */
export const DEMO_ZONES: DemoRow[] = [
  {
    code: 'USZONE',
    name: 'US zones',
    zones: [
      {
        name: 'Zone 1 West',
        timeliness: '3-5 days',
        countryCodes: ['US'],
        postcodePrefixes: ['90', '91', '94'],
      },
      {
        name: 'Zone 2 Central',
        timeliness: '5-7 days',
        countryCodes: ['US'],
        postcodePrefixes: ['60', '75'],
      },
      {
        name: 'Zone 3 East',
        timeliness: '6-8 days',
        countryCodes: ['US'],
        postcodePrefixes: ['10', '11', '33'],
      },
    ],
    remark: '美国快递分区 US express zones',
  },
  {
    code: 'EUZONE',
    name: 'EU zones',
    zones: [
      { name: 'EU 1', timeliness: '25-30 days', countryCodes: ['DE', 'NL', 'FR'] },
      { name: 'EU 2', timeliness: '30-35 days', countryCodes: ['IT', 'ES'], shippingNotice: 'FBA only' },
    ],
  },
];
