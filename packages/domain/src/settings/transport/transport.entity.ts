import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, settingsEntity } from '../../platform/entity/define.ts';

const CRUD = ['insert', 'update', 'delete', 'export', 'import'] as const;
const countryRef = field.ref(L.country, { entity: 'country', labelField: 'nameCn', search: 'eq' });

/** Airport with its IATA three-letter code. */
export const airPort = defineEntity({
  ...settingsEntity('airPort', 'air-port'),
  title: l('机场', 'Airport', 'Sân bay'),
  actions: CRUD,
  labelField: 'code',
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: field.text(l('三字代码', 'IATA code', 'Mã IATA'), {
      max: 3,
      length: 3,
      required: true,
      unique: true,
      upper: true,
      pattern: '[A-Za-z]{3}',
      search: 'keyword',
    }),
    countryId: { ...countryRef, required: true },
    nameCn: field.text(L.nameCn, { max: 50, required: true, search: 'keyword', lang: 'zh-CN' }),
    nameEn: field.text(L.nameEn, { max: 100, search: 'keyword' }),
    city: field.text(L.city, { max: 50, search: 'like' }),
  },
});

/** Sea port with the route (trade lane) it serves. */
export const seaPort = defineEntity({
  ...settingsEntity('seaPort', 'sea-port'),
  title: l('海港', 'Sea port', 'Cảng biển'),
  actions: CRUD,
  labelField: 'code',
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: field.text(l('港口代码', 'Port code', 'Mã cảng'), {
      max: 5,
      length: 5,
      required: true,
      unique: true,
      upper: true,
      pattern: '[A-Za-z]{2}[A-Za-z0-9]{3}',
      search: 'keyword',
    }),
    countryId: { ...countryRef, required: true },
    nameCn: field.text(L.nameCn, { max: 50, required: true, search: 'keyword', lang: 'zh-CN' }),
    nameEn: field.text(L.nameEn, { max: 100, search: 'keyword' }),
    route: field.text(l('航线', 'Route', 'Tuyến'), { max: 50, search: 'like' }),
  },
});

/** Airline with its lading (air waybill) short code. */
export const airCompany = defineEntity({
  ...settingsEntity('airCompany', 'air-company'),
  title: l('航空公司', 'Airline', 'Hãng hàng không'),
  actions: CRUD,
  labelField: 'name',
  fields: {
    code: field.text(l('二字代码', 'IATA code', 'Mã IATA'), {
      max: 2,
      length: 2,
      required: true,
      unique: true,
      upper: true,
      format: 'upperCode',
      search: 'keyword',
    }),
    ladingShortCode: field.text(l('提单简码', 'Lading short code', 'Mã vận đơn'), {
      max: 3,
      length: 3,
      required: true,
      unique: true,
      format: 'digits',
      search: 'keyword',
    }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    nameEn: field.text(L.nameEn, { max: 100, search: 'keyword' }),
    countryId: countryRef,
  },
});

/** Shipping company (ocean carrier). */
export const shipCompany = defineEntity({
  ...settingsEntity('shipCompany', 'ship-company'),
  title: l('船公司', 'Shipping company', 'Hãng tàu'),
  actions: CRUD,
  labelField: 'name',
  fields: {
    code: field.text(L.code, {
      max: 10,
      required: true,
      unique: true,
      upper: true,
      format: 'upperCode',
      search: 'keyword',
    }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    nameEn: field.text(L.nameEn, { max: 100, search: 'keyword' }),
    website: field.text(L.website, { max: 200, format: 'url' }),
  },
});

/** Cabinet (container) type: inner size and limits. */
export const cabinetConfig = defineEntity({
  ...settingsEntity('cabinetConfig', 'cabinet-type'),
  title: l('柜型', 'Cabinet type', 'Loại container'),
  actions: CRUD,
  labelField: 'code',
  fields: {
    code: field.text(l('柜型', 'Cabinet type', 'Loại container'), {
      max: 10,
      required: true,
      unique: true,
      upper: true,
      format: 'upperCode',
      search: 'keyword',
    }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    length: field.decimal(l('内长(cm)', 'Inner length (cm)', 'Dài trong (cm)'), {
      scale: 2,
      min: '0',
      max: '99999',
    }),
    width: field.decimal(l('内宽(cm)', 'Inner width (cm)', 'Rộng trong (cm)'), {
      scale: 2,
      min: '0',
      max: '99999',
    }),
    height: field.decimal(l('内高(cm)', 'Inner height (cm)', 'Cao trong (cm)'), {
      scale: 2,
      min: '0',
      max: '99999',
    }),
    maxWeight: field.decimal(l('最大载重(kg)', 'Max load (kg)', 'Tải tối đa (kg)'), {
      scale: 3,
      min: '0',
      max: '99999999',
    }),
    maxVolume: field.decimal(l('最大体积(m³)', 'Max volume (m³)', 'Thể tích tối đa (m³)'), {
      scale: 3,
      min: '0',
      max: '9999',
    }),
  },
});

/** Vehicle for pick-up and dispatch. */
export const vehicle = defineEntity({
  name: 'vehicle',
  api: 'basic/car',
  table: 'basic_vehicle',
  title: l('车辆', 'Vehicle', 'Phương tiện'),
  permission: 'setting/basic/car',
  actions: [...CRUD, 'enable'],
  labelField: 'plateNo',
  menuGroup: 'settings.basic',
  route: '/setting/basic/vehicle',
  fields: {
    plateNo: field.text(l('车牌号', 'Plate number', 'Biển số'), {
      max: 20,
      required: true,
      unique: true,
      upper: true,
      search: 'keyword',
    }),
    vehicleType: field.text(l('车型', 'Vehicle type', 'Loại xe'), { max: 30, search: 'like' }),
    loadWeight: field.decimal(l('载重(kg)', 'Load (kg)', 'Tải trọng (kg)'), {
      scale: 3,
      min: '0',
      max: '99999999',
    }),
    loadVolume: field.decimal(l('容积(m³)', 'Volume (m³)', 'Thể tích (m³)'), {
      scale: 3,
      min: '0',
      max: '9999',
    }),
    driverName: field.text(l('司机', 'Driver', 'Tài xế'), { max: 35, search: 'like' }),
    driverPhone: field.text(l('司机电话', 'Driver phone', 'SĐT tài xế'), { max: 30 }),
  },
});
