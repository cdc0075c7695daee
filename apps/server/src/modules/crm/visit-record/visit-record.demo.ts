import type { DemoRow } from '#platform/module.ts';

/** Demo customer visit records. */

/** Visits of the demo customer C0001 (CRM → customer visit records). */
export const DEMO_VISIT_RECORDS: DemoRow[] = [
  {
    customerId: 'C0001',
    type: 'signIn',
    visitTime: '2026-11-02T02:30:00.000Z',
    address: '深圳市宝安区福永街道 Bright Trading 仓库',
    content: '拜访客户仓库，了解年底旺季美线出货计划 Peak season plan for US lines',
    contactName: 'Chen Li',
    contactPhone: '13800000001',
    contactPost: '物流经理 Logistics manager',
    intentionLevel: 'higher',
    participants: ['sales01'],
  },
  {
    customerId: 'C0001',
    type: 'phone',
    visitTime: '2026-11-05T07:00:00.000Z',
    content: '电话介绍越南–欧洲专线 Introduced the Vietnam–Europe line by phone',
    contactName: 'Chen Li',
    contactPost: '物流经理 Logistics manager',
    intentionLevel: 'normal',
    participants: [],
  },
];
