/** Demo exchange rates and fuel surcharge rows (entity rows; references by product code). */
type Row = Record<string, unknown>;

export const DEMO_EXCHANGE_RATES: Row[] = [
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
export const DEMO_FUEL_SURCHARGES: Row[] = ['2026-10-01', '2026-11-01', '2026-12-01', '2027-01-01'].map(
  (month) => ({
    productId: 'FDEUSEAFBA',
    channelId: null,
    month,
    rate: '0.0800',
    remark: 'Demo',
  }),
);
