/**
 * Demo settings-centre data (issue 3): references are written as the target's code (or name) and
 * resolved when seeding. Seeded once on a demo database (see basic-demo-seed.ts).
 */

import { DEMO_VISIT_RECORDS } from './crm-demo-data.ts';
import { DEMO_DISCOUNTS, DEMO_NEGOTIATED_PRICES } from './discount-demo-data.ts';
import { DEMO_EXCHANGE_RATES, DEMO_FUEL_SURCHARGES } from './price-demo-data.ts';
import { DEMO_ONLINE_RATES } from './price-quote-demo-data.ts';
import {
  DEMO_CHANNELS,
  DEMO_NUMBER_SEGMENTS,
  DEMO_ORDER_CONFIG_TEMPLATES,
  DEMO_PRODUCTS,
  DEMO_ZONES,
} from './product-demo-data.ts';
import { DEMO_SURCHARGE_TEMPLATES } from './surcharge-template-demo-data.ts';
import {
  DEMO_AGENTS,
  DEMO_AIR_COMPANIES,
  DEMO_AIR_PORTS,
  DEMO_CABINET_CONFIGS,
  DEMO_SEA_PORTS,
  DEMO_SHIP_COMPANIES,
  DEMO_TRACK_TEMPLATES,
  DEMO_VEHICLES,
} from './transport-demo-data.ts';

export { SEED_NUMBER_RULES } from './product-demo-data.ts';

type Row = Record<string, unknown>;

/** [code, Chinese name, English name, three-letter code, continent, EU member, currency, aliases] */
const COUNTRIES: [string, string, string, string, string, boolean, string, string[]][] = [
  ['CN', '中国', 'China', 'CHN', 'AS', false, 'RMB', ['中华人民共和国', 'PRC']],
  ['US', '美国', 'United States', 'USA', 'NA', false, 'USD', ['美利坚合众国', 'USA', 'America']],
  ['DE', '德国', 'Germany', 'DEU', 'EU', true, 'EUR', ['Deutschland']],
  ['GB', '英国', 'United Kingdom', 'GBR', 'EU', false, 'GBP', ['UK', 'Great Britain', '大不列颠']],
  ['FR', '法国', 'France', 'FRA', 'EU', true, 'EUR', []],
  ['VN', '越南', 'Vietnam', 'VNM', 'AS', false, 'VND', ['Việt Nam']],
  ['JP', '日本', 'Japan', 'JPN', 'AS', false, 'JPY', ['Nippon']],
  ['AU', '澳大利亚', 'Australia', 'AUS', 'OC', false, 'USD', ['澳洲']],
  ['CA', '加拿大', 'Canada', 'CAN', 'NA', false, 'USD', []],
  ['NL', '荷兰', 'Netherlands', 'NLD', 'EU', true, 'EUR', ['Holland']],
  ['IT', '意大利', 'Italy', 'ITA', 'EU', true, 'EUR', ['Italia']],
  ['ES', '西班牙', 'Spain', 'ESP', 'EU', true, 'EUR', ['España']],
];

/** Vietnamese names of the demo countries. */
const COUNTRY_NAMES_VI: Record<string, string> = {
  CN: 'Trung Quốc',
  US: 'Hoa Kỳ',
  DE: 'Đức',
  GB: 'Vương quốc Anh',
  FR: 'Pháp',
  VN: 'Việt Nam',
  JP: 'Nhật Bản',
  AU: 'Úc',
  CA: 'Canada',
  NL: 'Hà Lan',
  IT: 'Ý',
  ES: 'Tây Ban Nha',
};

const POSTCODE_PATTERNS: Record<string, string> = {
  CN: '\\d{6}',
  US: '\\d{5}(-\\d{4})?',
  DE: '\\d{5}',
  GB: '[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}',
  FR: '\\d{5}',
  JP: '\\d{3}-?\\d{4}',
  CA: '[A-Z]\\d[A-Z] ?\\d[A-Z]\\d',
};

export const DEMO_COUNTRIES: Row[] = COUNTRIES.map(
  ([code, nameCn, nameEn, three, continent, isEu, currency, aliases]) => ({
    code,
    nameCn,
    nameEn,
    nameVi: COUNTRY_NAMES_VI[code] ?? null,
    threeLetterCode: three,
    continent,
    isEu,
    currency,
    aliases,
    postcodePattern: POSTCODE_PATTERNS[code] ?? null,
  }),
);

export const DEMO_PROVINCES: Row[] = [
  { countryId: 'CN', code: 'GD', name: '广东省', nameEn: 'Guangdong', nameVi: 'Quảng Đông' },
  { countryId: 'CN', code: 'SH', name: '上海市', nameEn: 'Shanghai', nameVi: 'Thượng Hải' },
  { countryId: 'US', code: 'CA', name: '加利福尼亚州', nameEn: 'California', nameVi: 'California' },
  { countryId: 'US', code: 'NY', name: '纽约州', nameEn: 'New York', nameVi: 'New York' },
  { countryId: 'DE', code: 'HH', name: '汉堡', nameEn: 'Hamburg', nameVi: 'Hamburg' },
  { countryId: 'GB', code: 'ENG', name: '英格兰', nameEn: 'England', nameVi: 'Anh' },
];

export const DEMO_CITIES: Row[] = [
  { provinceId: 'GD', code: 'SZ', name: '深圳', nameEn: 'Shenzhen', nameVi: 'Thâm Quyến' },
  { provinceId: 'GD', code: 'GZ', name: '广州', nameEn: 'Guangzhou', nameVi: 'Quảng Châu' },
  { provinceId: 'SH', code: 'SH', name: '上海', nameEn: 'Shanghai', nameVi: 'Thượng Hải' },
  { provinceId: 'CA', code: 'LA', name: '洛杉矶', nameEn: 'Los Angeles', nameVi: 'Los Angeles' },
  { provinceId: 'NY', code: 'NYC', name: '纽约', nameEn: 'New York City', nameVi: 'Thành phố New York' },
  { provinceId: 'HH', code: 'HAM', name: '汉堡', nameEn: 'Hamburg', nameVi: 'Hamburg' },
  { provinceId: 'ENG', code: 'LON', name: '伦敦', nameEn: 'London', nameVi: 'Luân Đôn' },
];

export const DEMO_CITY_POSTCODES: Row[] = [
  { countryId: 'US', state: 'CA', city: 'Los Angeles', postcode: '90001' },
  { countryId: 'US', state: 'NY', city: 'New York', postcode: '10001' },
  { countryId: 'DE', state: 'Hamburg', city: 'Hamburg', postcode: '20095' },
  { countryId: 'GB', state: 'England', city: 'London', postcode: 'SW1A 1AA' },
  { countryId: 'CN', state: 'Guangdong', city: 'Shenzhen', postcode: '518000' },
];

export const DEMO_REMOTE_AREAS: Row[] = [
  {
    carrier: 1,
    countryId: 'US',
    city: 'Anchorage',
    postcodeFrom: '99501',
    postcodeTo: '99524',
    remoteLevel: 2,
  },
  { carrier: 2, countryId: 'AU', city: 'Darwin', postcodeFrom: '0800', postcodeTo: '0899', remoteLevel: 1 },
  {
    carrier: 3,
    countryId: 'GB',
    city: 'Isle of Skye',
    postcodeFrom: 'IV41',
    postcodeTo: 'IV56',
    remoteLevel: 3,
  },
];

/** Address book rows of the demo customer C0001. */
export const DEMO_RECIPIENTS: Row[] = [
  {
    name: 'John Smith',
    company: 'Smith Retail Inc',
    phone: '+1 213 555 0147',
    email: 'john@smith-retail.example',
    countryId: 'US',
    state: 'CA',
    city: 'Los Angeles',
    postcode: '90001',
    address1: '1200 S Figueroa St',
  },
  {
    name: 'Lena Müller',
    company: 'Müller Handel',
    phone: '+49 40 555 0199',
    countryId: 'DE',
    state: 'Hamburg',
    city: 'Hamburg',
    postcode: '20095',
    address1: 'Mönckebergstraße 7',
  },
];
export const DEMO_SENDERS: Row[] = [
  {
    name: 'Li Ming',
    company: 'Bright Trading',
    phone: '13800000001',
    email: 'li.ming@bright-trading.example',
    countryId: 'CN',
    state: 'Guangdong',
    city: 'Shenzhen',
    postcode: '518000',
    address1: '8 Kefa Road, Nanshan District',
    address2: 'Science Park',
  },
];
export const DEMO_NOTIFIERS: Row[] = [
  {
    name: 'Smith Receiving Dept',
    company: 'Smith Retail Inc',
    phone: '+1 213 555 0148',
    countryId: 'US',
    city: 'Los Angeles',
    postcode: '90001',
    address1: '1200 S Figueroa St',
  },
];

export const DEMO_BLACK_LIST: Row[] = [
  { type: 'commodity', content: '仿牌', remark: '侵权商品 Counterfeit brands' },
  { type: 'commodity', content: 'explosive', remark: 'Dangerous goods' },
  { type: 'recipient', content: 'Fraud Receiver Ltd', remark: '多次拒付 Repeated chargebacks' },
];

export const DEMO_GOODS_DESC_CATEGORIES: Row[] = [
  { name: '普货 General', dangerousType: 0 },
  { name: '带电 Battery', dangerousType: 1 },
  { name: '液体 Liquid', dangerousType: 3 },
];

export const DEMO_GOODS_DESCS: Row[] = [
  { name: '衣服', nameEn: 'Clothes', categoryId: '普货 General', dangerousType: 0 },
  { name: '鞋子', nameEn: 'Shoes', categoryId: '普货 General', dangerousType: 0 },
  { name: '手机壳', nameEn: 'Phone case', categoryId: '普货 General', dangerousType: 0 },
  { name: '移动电源', nameEn: 'Power bank', categoryId: '带电 Battery', dangerousType: 1 },
  { name: '蓝牙耳机', nameEn: 'Bluetooth earphones', categoryId: '带电 Battery', dangerousType: 1 },
  { name: '锂电池', nameEn: 'Lithium battery', categoryId: '带电 Battery', dangerousType: 1 },
  { name: '香水', nameEn: 'Perfume', categoryId: '液体 Liquid', dangerousType: 3 },
];

export const DEMO_DOCUMENT_TEMPLATES: Row[] = [
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

/** Demo rows per entity name, seeded in registry order (references resolved by code or label). */
export const DEMO_BASIC_DATA: Record<string, Row[]> = {
  country: DEMO_COUNTRIES,
  province: DEMO_PROVINCES,
  city: DEMO_CITIES,
  cityPostcode: DEMO_CITY_POSTCODES,
  remoteArea: DEMO_REMOTE_AREAS,
  airPort: DEMO_AIR_PORTS,
  seaPort: DEMO_SEA_PORTS,
  airCompany: DEMO_AIR_COMPANIES,
  shipCompany: DEMO_SHIP_COMPANIES,
  cabinetConfig: DEMO_CABINET_CONFIGS,
  vehicle: DEMO_VEHICLES,
  agent: DEMO_AGENTS,
  recipient: DEMO_RECIPIENTS,
  sender: DEMO_SENDERS,
  notifier: DEMO_NOTIFIERS,
  blackList: DEMO_BLACK_LIST,
  numberSegment: DEMO_NUMBER_SEGMENTS,
  goodsDescCategory: DEMO_GOODS_DESC_CATEGORIES,
  goodsDesc: DEMO_GOODS_DESCS,
  documentTemplate: DEMO_DOCUMENT_TEMPLATES,
  zone: DEMO_ZONES,
  orderConfigTemplate: DEMO_ORDER_CONFIG_TEMPLATES,
  product: DEMO_PRODUCTS,
  channel: DEMO_CHANNELS,
  // the Shenzhen and Hong Kong warehouses are seeded on every installation (seed-data.ts)
  warehouse: [
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
  ],
  customerVisitRecord: DEMO_VISIT_RECORDS,
  trackTemplate: DEMO_TRACK_TEMPLATES,
  exchangeRate: DEMO_EXCHANGE_RATES,
  fuelSurcharge: DEMO_FUEL_SURCHARGES,
  surchargeTemplate: DEMO_SURCHARGE_TEMPLATES,
  exchangeRateOnline: DEMO_ONLINE_RATES,
  discount: DEMO_DISCOUNTS,
  negotiatePrice: DEMO_NEGOTIATED_PRICES,
};
