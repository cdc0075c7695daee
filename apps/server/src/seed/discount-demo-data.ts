/**
 * Demo discounts and negotiated prices (entity rows of `discount`, `negotiatePrice`). The discount's
 * window is over, so it shows in the list without changing any price a demo or a test computes; the
 * negotiated price names no existing waybill for the same reason.
 */
type Row = Record<string, unknown>;

export const DEMO_DISCOUNTS: Row[] = [
  {
    name: '2026 中秋 9 折 Mid-Autumn 10 % off',
    mode: 'discount',
    value: '0.9',
    subjects: ['freight'],
    customerIds: ['C0001'],
    productIds: [],
    effectiveFrom: '2026-09-01',
    effectiveTo: '2026-10-01',
    remark: 'Demo',
  },
];

export const DEMO_NEGOTIATED_PRICES: Row[] = [
  {
    waybillNo: 'FDDEMONEG0001',
    subject: 'freight',
    value: '480.00',
    currency: 'RMB',
    reason: 'Demo: volume agreed with the sales manager',
  },
];
