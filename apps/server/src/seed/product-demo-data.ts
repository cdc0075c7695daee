/**
 * Demo numbering, zone schemes, order config templates, products and channels (issue 3); references
 * are written as the target's code (or name) and resolved when seeding.
 */

type Row = Record<string, unknown>;
/**
 * Number rules, restarting daily: waybill numbers (FD + yyMMdd + 6 digits), pick-up task numbers
 * (PU + yyMMdd + 4 digits), package numbers (PK + yyMMdd + 4 digits). Seeded in production too.
 */
export const SEED_NUMBER_RULES: Row[] = [
  {
    code: 'lmsWaybillNo',
    name: '运单号 Waybill number',
    prefix: 'FD',
    datePattern: 'yyMMdd',
    sequenceLength: 6,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'lmsPickUpTaskNo',
    name: '提货任务号 Pick-up task number',
    prefix: 'PU',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'lmsPackageNo',
    name: '包号 Package / pallet number',
    prefix: 'PK',
    datePattern: 'yyMMdd',
    sequenceLength: 4,
    resetPeriod: 'day',
    currentSequence: 0,
  },
  {
    code: 'fmsPriceQuoteNo',
    name: '报价单号 Price quote number',
    prefix: 'PQ',
    datePattern: 'yyMMdd',
    sequenceLength: 5,
    resetPeriod: 'day',
    currentSequence: 0,
  },
];

export const DEMO_NUMBER_SEGMENTS: Row[] = [
  {
    code: 'upsTracking',
    name: 'UPS 追踪号段 UPS tracking',
    prefix: '1Z999AA1',
    startNo: '10000000',
    endNo: '19999999',
  },
];

/** Zone schemes: US zones by country and postcode prefix, EU zones by country. */
export const DEMO_ZONES: Row[] = [
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

/** Order config templates: the FBA template asks for the warehouse code and limits the address type. */
export const DEMO_ORDER_CONFIG_TEMPLATES: Row[] = [
  {
    name: 'FBA 下单模板 FBA order',
    fieldConfigs: [
      { field: 'recipient.fbaWarehouseCode', show: true, required: true, maxLength: 10 },
      {
        field: 'recipient.addressType',
        allowedOptions: ['fba', 'business'],
        defaultValue: 'fba',
      },
      { field: 'insuranceAmount', show: false },
    ],
  },
];

/** Products: US express by air (greater of both weights, divisor 6000) and EU sea FBA. */
export const DEMO_PRODUCTS: Row[] = [
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

/** Channels with their agents per leg and sub-configs. */
export const DEMO_CHANNELS: Row[] = [
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
