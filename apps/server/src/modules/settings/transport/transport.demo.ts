import type { DemoRow } from '#platform/module.ts';

/** Demo airports, sea ports, carriers, cabinet types and vehicles. */

export const DEMO_AIR_PORTS: DemoRow[] = [
  {
    code: 'SZX',
    countryId: 'CN',
    nameCn: '深圳宝安国际机场',
    nameEn: "Shenzhen Bao'an International",
    city: 'Shenzhen',
  },
  {
    code: 'PVG',
    countryId: 'CN',
    nameCn: '上海浦东国际机场',
    nameEn: 'Shanghai Pudong International',
    city: 'Shanghai',
  },
  {
    code: 'HKG',
    countryId: 'CN',
    nameCn: '香港国际机场',
    nameEn: 'Hong Kong International',
    city: 'Hong Kong',
  },
  {
    code: 'LAX',
    countryId: 'US',
    nameCn: '洛杉矶国际机场',
    nameEn: 'Los Angeles International',
    city: 'Los Angeles',
  },
  { code: 'FRA', countryId: 'DE', nameCn: '法兰克福机场', nameEn: 'Frankfurt Airport', city: 'Frankfurt' },
  { code: 'LHR', countryId: 'GB', nameCn: '伦敦希思罗机场', nameEn: 'London Heathrow', city: 'London' },
  {
    code: 'SGN',
    countryId: 'VN',
    nameCn: '胡志明市新山一国际机场',
    nameEn: 'Tan Son Nhat International',
    city: 'Ho Chi Minh City',
  },
];

export const DEMO_SEA_PORTS: DemoRow[] = [
  { code: 'CNSZX', countryId: 'CN', nameCn: '深圳港', nameEn: 'Shenzhen', route: '美西线 US West Coast' },
  { code: 'CNSHA', countryId: 'CN', nameCn: '上海港', nameEn: 'Shanghai', route: '欧洲线 Europe' },
  {
    code: 'USLAX',
    countryId: 'US',
    nameCn: '洛杉矶港',
    nameEn: 'Los Angeles',
    route: '美西线 US West Coast',
  },
  { code: 'DEHAM', countryId: 'DE', nameCn: '汉堡港', nameEn: 'Hamburg', route: '欧洲线 Europe' },
];

export const DEMO_AIR_COMPANIES: DemoRow[] = [
  {
    code: 'CZ',
    ladingShortCode: '784',
    name: '中国南方航空',
    nameEn: 'China Southern Airlines',
    countryId: 'CN',
  },
  { code: 'CA', ladingShortCode: '999', name: '中国国际航空', nameEn: 'Air China', countryId: 'CN' },
  {
    code: 'MU',
    ladingShortCode: '781',
    name: '中国东方航空',
    nameEn: 'China Eastern Airlines',
    countryId: 'CN',
  },
];

export const DEMO_SHIP_COMPANIES: DemoRow[] = [
  {
    code: 'COSCO',
    name: '中远海运',
    nameEn: 'COSCO Shipping Lines',
    website: 'https://lines.coscoshipping.com',
  },
  { code: 'MSK', name: '马士基', nameEn: 'Maersk', website: 'https://www.maersk.com' },
  {
    code: 'MSC',
    name: '地中海航运',
    nameEn: 'Mediterranean Shipping Company',
    website: 'https://www.msc.com',
  },
];

export const DEMO_CABINET_CONFIGS: DemoRow[] = [
  {
    code: '20GP',
    name: '20尺普柜 20ft General Purpose',
    length: '589.80',
    width: '235.20',
    height: '239.20',
    maxWeight: '28200.000',
    maxVolume: '33.200',
  },
  {
    code: '40GP',
    name: '40尺普柜 40ft General Purpose',
    length: '1203.20',
    width: '235.20',
    height: '239.20',
    maxWeight: '26700.000',
    maxVolume: '67.700',
  },
  {
    code: '40HQ',
    name: '40尺高柜 40ft High Cube',
    length: '1203.20',
    width: '235.20',
    height: '269.80',
    maxWeight: '26500.000',
    maxVolume: '76.400',
  },
];

export const DEMO_VEHICLES: DemoRow[] = [
  {
    plateNo: '粤B12345',
    vehicleType: '4.2米厢式货车',
    loadWeight: '3000.000',
    loadVolume: '16.000',
    driverName: '陈师傅 Chen',
    driverPhone: '13900000001',
  },
];
