import type { DemoRow } from '#platform/module.ts';

/** The Ho Chi Minh City warehouse of the demo company (Shenzhen and Hong Kong are seeded on every installation). */
export const DEMO_WAREHOUSES: DemoRow[] = [
  {
    code: 'SGN',
    name: '胡志明仓 Ho Chi Minh City Warehouse',
    parentId: 'HQ',
    countryId: 'VN',
    address: 'Lô A1, KCN Tân Bình, TP. Hồ Chí Minh',
    contact: 'Trần Văn Nam',
    phone: '+84 28 3815 0000',
    remoteContents: 'Giao hàng vùng xa: +2 ngày / Remote areas: +2 days',
  },
];
