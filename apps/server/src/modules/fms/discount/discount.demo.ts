import type { DemoRow } from '#platform/module.ts';

/** Demo discounts and negotiated prices. */

export const DEMO_DISCOUNTS: DemoRow[] = [
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

export const DEMO_NEGOTIATED_PRICES: DemoRow[] = [
  {
    waybillNo: 'FDDEMONEG0001',
    subject: 'freight',
    value: '480.00',
    currency: 'RMB',
    reason: 'Demo: volume agreed with the sales manager',
  },
];
