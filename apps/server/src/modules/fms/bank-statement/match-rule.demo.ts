import type { DemoRow } from '#platform/module.ts';

/** The demo company's smart category rules that need no subject (the booking one is seeded with its subject). */
export const DEMO_MATCH_RULES: DemoRow[] = [
  {
    name: '同额流水 Same amount',
    sort: 100,
    enabled: true,
    direction: 'any',
    action: 'matchFlow',
    dayWindow: 7,
    remark: '收付款、转账按金额和日期匹配 Receipts, payments and transfers by amount and date',
  },
  {
    name: '大额来款待认领 Large unknown receipts to claim',
    sort: 200,
    enabled: false,
    direction: 'in',
    minValue: '50000.00',
    action: 'claim',
  },
];
