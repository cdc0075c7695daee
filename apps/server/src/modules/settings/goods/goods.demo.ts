import type { DemoRow } from '#platform/module.ts';

/** Demo black list, goods descriptions and document templates. */

export const DEMO_BLACK_LIST: DemoRow[] = [
  { type: 'commodity', content: '仿牌', remark: '侵权商品 Counterfeit brands' },
  { type: 'commodity', content: 'explosive', remark: 'Dangerous goods' },
  { type: 'recipient', content: 'Fraud Receiver Ltd', remark: '多次拒付 Repeated chargebacks' },
];

export const DEMO_GOODS_DESC_CATEGORIES: DemoRow[] = [
  { name: '普货 General', dangerousType: 0 },
  { name: '带电 Battery', dangerousType: 1 },
  { name: '液体 Liquid', dangerousType: 3 },
];

export const DEMO_GOODS_DESCS: DemoRow[] = [
  { name: '衣服', nameEn: 'Clothes', categoryId: '普货 General', dangerousType: 0 },
  { name: '鞋子', nameEn: 'Shoes', categoryId: '普货 General', dangerousType: 0 },
  { name: '手机壳', nameEn: 'Phone case', categoryId: '普货 General', dangerousType: 0 },
  { name: '移动电源', nameEn: 'Power bank', categoryId: '带电 Battery', dangerousType: 1 },
  { name: '蓝牙耳机', nameEn: 'Bluetooth earphones', categoryId: '带电 Battery', dangerousType: 1 },
  { name: '锂电池', nameEn: 'Lithium battery', categoryId: '带电 Battery', dangerousType: 1 },
  { name: '香水', nameEn: 'Perfume', categoryId: '液体 Liquid', dangerousType: 3 },
];

export const DEMO_DOCUMENT_TEMPLATES: DemoRow[] = [
  {
    code: 'LABEL_10X15',
    name: '10×15 面单 Label',
    templateType: 'label',
    paperWidth: 100,
    paperHeight: 150,
    orientation: 0,
    content: '<label>{{waybillNo}}</label>',
  },
  {
    code: 'INVOICE_A4',
    name: '商业发票 Commercial invoice',
    templateType: 'invoice',
    paperWidth: 210,
    paperHeight: 297,
    orientation: 0,
    content: '<invoice>{{waybillNo}}</invoice>',
  },
];
