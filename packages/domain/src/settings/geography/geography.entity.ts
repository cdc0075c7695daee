import { NAME_MAX_LENGTH } from '../../platform/constants.ts';
import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, settingsEntity } from '../../platform/entity/define.ts';
import type { Language } from '../../platform/enums.ts';

const CRUD = ['insert', 'update', 'delete', 'export', 'import'] as const;

/** Provinces and cities are named in the user's language (`name` is the Chinese name). */
const PLACE_LABELS = { 'zh-CN': 'name', 'en-US': 'nameEn', 'vi-VN': 'nameVi' } as const;

/** Destination country (settings centre → basic data → destination). */
export const country = defineEntity({
  ...settingsEntity('country', 'country'),
  title: l('目的地', 'Destination country', 'Quốc gia đích'),
  actions: [...CRUD, 'enable'],
  labelField: 'nameCn',
  labelFields: { 'zh-CN': 'nameCn', 'en-US': 'nameEn', 'vi-VN': 'nameVi' },
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: field.text(l('二字代码', 'Two-letter code', 'Mã 2 chữ'), {
      max: 2,
      length: 2,
      required: true,
      unique: true,
      upper: true,
      pattern: '[A-Za-z]{2}',
      search: 'keyword',
      readOnlyOnEdit: true,
      width: 110,
    }),
    nameCn: field.text(L.nameCn, { max: 50, required: true, search: 'keyword', lang: 'zh-CN' }),
    nameEn: field.text(L.nameEn, { max: 100, required: true, search: 'keyword' }),
    nameVi: field.text(L.nameVi, { max: 100, search: 'keyword' }),
    aliases: field.textList(l('别名', 'Aliases', 'Tên gọi khác'), {
      itemMax: 50,
      maxItems: 20,
      search: 'keyword',
      span: 2,
    }),
    threeLetterCode: field.text(l('三字代码', 'Three-letter code', 'Mã 3 chữ'), {
      max: 3,
      length: 3,
      upper: true,
      pattern: '[A-Za-z]{3}',
    }),
    continent: field.enum(l('大洲', 'Continent', 'Châu lục'), {
      search: 'eq',
      options: [
        { value: 'AS', label: l('亚洲', 'Asia', 'Châu Á') },
        { value: 'EU', label: l('欧洲', 'Europe', 'Châu Âu') },
        { value: 'NA', label: l('北美洲', 'North America', 'Bắc Mỹ') },
        { value: 'SA', label: l('南美洲', 'South America', 'Nam Mỹ') },
        { value: 'AF', label: l('非洲', 'Africa', 'Châu Phi') },
        { value: 'OC', label: l('大洋洲', 'Oceania', 'Châu Đại Dương') },
      ],
    }),
    isEu: field.bool(l('欧盟国家', 'EU member', 'Thành viên EU'), { search: 'eq' }),
    currency: field.dict(l('币种', 'Currency', 'Tiền tệ'), { dictionary: 'currency' }),
    postcodePattern: field.text(l('邮编格式', 'Postcode pattern', 'Định dạng mã bưu chính'), {
      max: 100,
      list: false,
    }),
    remark: field.textarea(L.remark, { max: 500, span: 3 }),
  },
});

/** Province / state of a country. */
export const province = defineEntity({
  ...settingsEntity('province', 'province'),
  title: l('省/州', 'Province / state', 'Tỉnh / bang'),
  actions: CRUD,
  labelField: 'name',
  labelFields: PLACE_LABELS,
  uniqueTogether: [['countryId', 'code']],
  fields: {
    countryId: field.ref(L.country, {
      entity: 'country',
      labelField: 'nameCn',
      required: true,
      search: 'eq',
    }),
    code: field.text(L.code, { max: 20, required: true, upper: true, search: 'keyword' }),
    name: field.text(L.nameCn, { max: NAME_MAX_LENGTH, required: true, search: 'keyword', lang: 'zh-CN' }),
    nameEn: field.text(L.nameEn, { max: NAME_MAX_LENGTH, search: 'keyword' }),
    nameVi: field.text(L.nameVi, { max: NAME_MAX_LENGTH, search: 'keyword' }),
  },
});

/** City of a province. */
export const city = defineEntity({
  ...settingsEntity('city', 'city'),
  title: l('城市', 'City', 'Thành phố'),
  actions: CRUD,
  labelField: 'name',
  labelFields: PLACE_LABELS,
  uniqueTogether: [['provinceId', 'name']],
  fields: {
    provinceId: field.ref(L.state, { entity: 'province', labelField: 'name', required: true, search: 'eq' }),
    code: field.text(L.code, { max: 20, upper: true, search: 'keyword' }),
    name: field.text(L.nameCn, { max: NAME_MAX_LENGTH, required: true, search: 'keyword', lang: 'zh-CN' }),
    nameEn: field.text(L.nameEn, { max: NAME_MAX_LENGTH, search: 'keyword' }),
    nameVi: field.text(L.nameVi, { max: NAME_MAX_LENGTH, search: 'keyword' }),
  },
});

/** City postcode library: state, city and postcode cannot all be empty (back-office §5). */
export const cityPostcode = defineEntity({
  ...settingsEntity('cityPostcode', 'city-postcode'),
  title: l('城市邮编库', 'City postcode library', 'Thư viện mã bưu chính'),
  actions: CRUD,
  labelField: 'postcode',
  fields: {
    countryId: field.ref(L.country, {
      entity: 'country',
      labelField: 'nameCn',
      required: true,
      search: 'eq',
    }),
    state: field.text(L.state, { max: NAME_MAX_LENGTH, search: 'like' }),
    city: field.text(L.city, { max: NAME_MAX_LENGTH, search: 'like' }),
    postcode: field.text(L.postcode, { max: 20, search: 'keyword' }),
  },
});

/** Remote areas: postcodes or cities a carrier charges as remote. */
export const remoteArea = defineEntity({
  name: 'remoteArea',
  api: 'basic/remote',
  table: 'basic_remote_area',
  title: l('偏远地区', 'Remote area', 'Vùng xa'),
  permission: 'setting/basic/remote',
  actions: CRUD,
  labelField: 'postcodeFrom',
  menuGroup: 'settings.basic',
  route: '/setting/basic/remote-area',
  fields: {
    carrier: field.enum(l('承运商', 'Carrier', 'Hãng vận chuyển'), {
      required: true,
      search: 'eq',
      options: [
        { value: 1, label: l('DHL', 'DHL', 'DHL') },
        { value: 2, label: l('FEDEX', 'FEDEX', 'FEDEX') },
        { value: 3, label: l('UPS', 'UPS', 'UPS') },
        { value: 4, label: l('TNT', 'TNT', 'TNT') },
      ],
    }),
    countryId: field.ref(L.country, {
      entity: 'country',
      labelField: 'nameCn',
      required: true,
      search: 'eq',
    }),
    city: field.text(L.city, { max: NAME_MAX_LENGTH, search: 'like' }),
    postcodeFrom: field.text(l('起始邮编', 'Postcode from', 'Mã bưu chính từ'), {
      max: 20,
      search: 'keyword',
    }),
    postcodeTo: field.text(l('结束邮编', 'Postcode to', 'Mã bưu chính đến'), { max: 20 }),
    remoteLevel: field.int(l('偏远等级', 'Remote level', 'Mức vùng xa'), {
      min: 1,
      max: 9,
      required: true,
      search: 'eq',
    }),
  },
});

/** A place's names in the three languages (country: `nameCn`; province and city: `name`). */
export type PlaceNames = {
  nameCn?: string | null;
  name?: string | null;
  nameEn?: string | null;
  nameVi?: string | null;
};

/** A place's name in a language: the Vietnamese or English name, else the English, else the Chinese one. */
export function placeName(p: PlaceNames, lang: Language): string {
  const chinese = p.nameCn || p.name || '';
  if (lang === 'zh-CN') return chinese;
  return (lang === 'vi-VN' ? p.nameVi : null) || p.nameEn || chinese;
}
