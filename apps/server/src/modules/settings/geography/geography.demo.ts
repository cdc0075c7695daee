import type { DemoRow } from '#platform/module.ts';

/** Demo countries, provinces, cities, postcodes and remote areas. */

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

export const DEMO_COUNTRIES: DemoRow[] = COUNTRIES.map(
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

export const DEMO_PROVINCES: DemoRow[] = [
  { countryId: 'CN', code: 'GD', name: '广东省', nameEn: 'Guangdong', nameVi: 'Quảng Đông' },
  { countryId: 'CN', code: 'SH', name: '上海市', nameEn: 'Shanghai', nameVi: 'Thượng Hải' },
  { countryId: 'US', code: 'CA', name: '加利福尼亚州', nameEn: 'California', nameVi: 'California' },
  { countryId: 'US', code: 'NY', name: '纽约州', nameEn: 'New York', nameVi: 'New York' },
  { countryId: 'DE', code: 'HH', name: '汉堡', nameEn: 'Hamburg', nameVi: 'Hamburg' },
  { countryId: 'GB', code: 'ENG', name: '英格兰', nameEn: 'England', nameVi: 'Anh' },
];

export const DEMO_CITIES: DemoRow[] = [
  { provinceId: 'GD', code: 'SZ', name: '深圳', nameEn: 'Shenzhen', nameVi: 'Thâm Quyến' },
  { provinceId: 'GD', code: 'GZ', name: '广州', nameEn: 'Guangzhou', nameVi: 'Quảng Châu' },
  { provinceId: 'SH', code: 'SH', name: '上海', nameEn: 'Shanghai', nameVi: 'Thượng Hải' },
  { provinceId: 'CA', code: 'LA', name: '洛杉矶', nameEn: 'Los Angeles', nameVi: 'Los Angeles' },
  { provinceId: 'NY', code: 'NYC', name: '纽约', nameEn: 'New York City', nameVi: 'Thành phố New York' },
  { provinceId: 'HH', code: 'HAM', name: '汉堡', nameEn: 'Hamburg', nameVi: 'Hamburg' },
  { provinceId: 'ENG', code: 'LON', name: '伦敦', nameEn: 'London', nameVi: 'Luân Đôn' },
];

export const DEMO_CITY_POSTCODES: DemoRow[] = [
  { countryId: 'US', state: 'CA', city: 'Los Angeles', postcode: '90001' },
  { countryId: 'US', state: 'NY', city: 'New York', postcode: '10001' },
  { countryId: 'DE', state: 'Hamburg', city: 'Hamburg', postcode: '20095' },
  { countryId: 'GB', state: 'England', city: 'London', postcode: 'SW1A 1AA' },
  { countryId: 'CN', state: 'Guangdong', city: 'Shenzhen', postcode: '518000' },
];

export const DEMO_REMOTE_AREAS: DemoRow[] = [
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
