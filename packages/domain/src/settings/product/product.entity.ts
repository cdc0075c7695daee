import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, settingsEntity } from '../../platform/entity/define.ts';
import type { EnumOption } from '../../platform/entity/types.ts';

export const HEAD_TRANSPORT_MODES: readonly EnumOption[] = [
  { value: 'air', label: l('空运', 'Air', 'Đường hàng không') },
  { value: 'sea', label: l('海运', 'Sea', 'Đường biển') },
  { value: 'rail', label: l('铁路', 'Rail', 'Đường sắt') },
  { value: 'truck', label: l('卡航', 'Truck', 'Xe tải') },
  { value: 'express', label: l('快递', 'Express', 'Chuyển phát nhanh') },
];

export const END_DELIVERY_MODES: readonly EnumOption[] = [
  { value: 'express', label: l('快递派送', 'Express delivery', 'Giao chuyển phát') },
  { value: 'postal', label: l('邮政派送', 'Postal delivery', 'Giao bưu chính') },
  { value: 'truck', label: l('卡车派送', 'Truck delivery', 'Giao xe tải') },
  { value: 'selfPickUp', label: l('自提', 'Self pick-up', 'Tự nhận') },
  { value: 'fba', label: l('FBA派送', 'FBA delivery', 'Giao FBA') },
];

export const VOLUME_WEIGHT_LABEL = l('材积重', 'Volume weight', 'Trọng lượng thể tích');
export const CHARGE_WEIGHT_LABEL = l('计费重', 'Charge weight', 'Trọng lượng tính phí');

/** How the charge weight is found from actual and volume weight. */
export const WEIGHT_RULES: readonly EnumOption[] = [
  { value: 'actual', label: l('实重', 'Actual weight', 'Trọng lượng thực') },
  { value: 'volume', label: VOLUME_WEIGHT_LABEL },
  { value: 'max', label: l('取大', 'Greater of both', 'Lấy giá trị lớn hơn') },
  { value: 'divide', label: l('分泡', 'Divided (shared bubble)', 'Chia bong') },
];

const threshold = (zh: string, en: string, vi: string, scale = 3) =>
  field.decimal(l(zh, en, vi), { scale, min: '0', max: '999.999', list: false });

/**
 * Product: what a customer buys (settings centre → basic data → product), with its weight rule,
 * zone scheme, carry (rounding) config, minimum charge weight and receive-warning thresholds.
 */
export const product = defineEntity({
  ...settingsEntity('product', 'product'),
  title: l('产品', 'Product', 'Sản phẩm'),
  actions: ['insert', 'update', 'delete', 'enable', 'copy', 'export', 'import'],
  labelField: 'name',
  sysCodes: ['LMS'],
  fields: {
    code: field.text(L.code, {
      max: 30,
      required: true,
      unique: true,
      upper: true,
      format: 'upperCode',
      search: 'keyword',
    }),
    name: field.text(L.name, { max: 50, required: true, unique: true, search: 'keyword' }),
    // the business system the product is sold in: PDS products price and label parcels
    sysCode: field.enum(l('业务系统', 'Business system', 'Hệ thống nghiệp vụ'), {
      default: 'LMS',
      search: 'eq',
      options: [
        { value: 'LMS', label: l('国际物流', 'International freight (LMS)', 'Vận tải quốc tế (LMS)') },
        { value: 'PDS', label: l('小包', 'Parcels (PDS)', 'Bưu kiện (PDS)') },
      ],
    }),
    headTransportMode: field.enum(l('头程方式', 'Head transport mode', 'Phương thức chặng đầu'), {
      required: true,
      search: 'eq',
      options: HEAD_TRANSPORT_MODES,
    }),
    endDeliveryMode: field.enum(l('尾程方式', 'End delivery mode', 'Phương thức chặng cuối'), {
      required: true,
      search: 'eq',
      options: END_DELIVERY_MODES,
    }),
    weightRule: field.enum(l('计重规则', 'Weight rule', 'Quy tắc tính cân'), {
      required: true,
      default: 'max',
      options: WEIGHT_RULES,
    }),
    volumeDivisor: field.int(l('材积除数', 'Volume divisor', 'Hệ số thể tích'), {
      required: true,
      min: 1,
      max: 100_000,
      default: 6000,
    }),
    divideWeightPercentage: field.decimal(l('分泡比例', 'Divide-weight percentage', 'Tỷ lệ chia bong'), {
      scale: 4,
      min: '0',
      max: '1',
      list: false,
    }),
    zoneId: field.ref(l('分区方案', 'Zone scheme', 'Phương án phân vùng'), {
      entity: 'zone',
      labelField: 'name',
      search: 'eq',
    }),
    carryUnit: field.decimal(l('进位单位(kg)', 'Carry unit (kg)', 'Đơn vị làm tròn (kg)'), {
      scale: 3,
      min: '0',
      max: '100',
      default: '0.5',
      list: false,
    }),
    minChargeWeight: field.decimal(
      l('最低计费重(kg)', 'Minimum charge weight (kg)', 'Trọng lượng tính phí tối thiểu (kg)'),
      {
        scale: 3,
        min: '0',
        max: '99999',
        list: false,
      },
    ),
    includesInsurance: field.bool(l('含保险', 'Includes insurance', 'Bao gồm bảo hiểm'), { list: false }),
    forbidDocumentAudit: field.bool(l('禁止单证审核', 'Forbid document audit', 'Cấm duyệt chứng từ'), {
      list: false,
    }),
    departurePortId: field.ref(l('起运港', 'Departure port', 'Cảng đi'), {
      entity: 'airPort',
      labelField: 'code',
      list: false,
    }),
    orderConfigTemplateId: field.ref(l('下单配置模板', 'Order config template', 'Mẫu cấu hình đặt hàng'), {
      entity: 'orderConfigTemplate',
      labelField: 'name',
      list: false,
    }),
    warnMaxWeight: threshold('收货预警重量(kg)', 'Receive warning weight (kg)', 'Cảnh báo cân nhận (kg)'),
    warnMaxLength: threshold(
      '收货预警长度(cm)',
      'Receive warning length (cm)',
      'Cảnh báo chiều dài nhận (cm)',
      2,
    ),
    warnMaxWidth: threshold(
      '收货预警宽度(cm)',
      'Receive warning width (cm)',
      'Cảnh báo chiều rộng nhận (cm)',
      2,
    ),
    warnMaxHeight: threshold(
      '收货预警高度(cm)',
      'Receive warning height (cm)',
      'Cảnh báo chiều cao nhận (cm)',
      2,
    ),
    characteristics: field.textarea(l('产品特点', 'Characteristics', 'Đặc điểm'), { max: 1000, span: 3 }),
  },
});

/** Order config template: which order fields show, are required, their limits, options and defaults. */
export const orderConfigTemplate = defineEntity({
  ...settingsEntity('orderConfigTemplate', 'order-config-template'),
  title: l('下单配置模板', 'Order config template', 'Mẫu cấu hình đặt hàng'),
  actions: ['insert', 'update', 'delete', 'copy'],
  labelField: 'name',
  fields: {
    name: field.text(l('模板名称', 'Template name', 'Tên mẫu'), {
      max: 50,
      required: true,
      unique: true,
      search: 'keyword',
    }),
    fieldConfigs: field.json(l('字段配置', 'Field config', 'Cấu hình trường'), {
      span: 3,
      sub: () => import('./order-config-sub.ts').then((m) => m.orderFieldConfigsSub),
    }),
  },
});
