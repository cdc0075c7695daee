import type { DemoRow } from '#platform/module.ts';

/** Demo order config templates and products. */

/**
 * Order config templates: the FBA template asks for the customer number, limits the FBA shipment id
 * and the address type (FBA by default) and hides the insured value.
 */
export const DEMO_ORDER_CONFIG_TEMPLATES: DemoRow[] = [
  {
    name: 'FBA 下单模板 FBA order',
    fieldConfigs: [
      { field: 'customerNo', show: true, required: true, maxLength: 30 },
      { field: 'fbaShipmentId', maxLength: 20 },
      {
        field: 'recipient.addressType',
        allowedOptions: ['system', 'fba', 'business'],
        defaultValue: 'fba',
      },
      { field: 'insureValue', show: false },
    ],
  },
];

/** Products: US express by air (greater of both weights, divisor 6000) and EU sea FBA. */
export const DEMO_PRODUCTS: DemoRow[] = [
  {
    code: 'FDUSEXP',
    name: 'FD US Express',
    headTransportMode: 'air',
    endDeliveryMode: 'express',
    weightRule: 'max',
    volumeDivisor: 6000,
    zoneId: 'USZONE',
    carryUnit: '0.500',
    minChargeWeight: '0.500',
    departurePortId: 'SZX',
    warnMaxWeight: '68.000',
    warnMaxLength: '270.00',
    characteristics: '空运+快递派送，3-8个工作日 Air + express, 3-8 working days',
  },
  {
    code: 'FDEUSEAFBA',
    name: 'FD EU Sea FBA',
    headTransportMode: 'sea',
    endDeliveryMode: 'fba',
    weightRule: 'divide',
    volumeDivisor: 6000,
    divideWeightPercentage: '0.5000',
    zoneId: 'EUZONE',
    carryUnit: '1.000',
    minChargeWeight: '12.000',
    orderConfigTemplateId: 'FBA 下单模板 FBA order',
    characteristics: '海运整柜拼箱，派送亚马逊仓 Sea freight to Amazon FBA',
  },
];
