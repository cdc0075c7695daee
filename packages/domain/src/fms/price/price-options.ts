import { l } from '../../platform/entity/define.ts';
import type { EnumOption } from '../../platform/entity/types.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import {
  APPEND_MODES,
  ATTRIBUTE_TYPES,
  BASE_TYPES,
  CHARGE_MODES,
  DISCOUNT_MODES,
  EFFECT_STATUSES,
  PRICE_KINDS,
  PRICE_MODES,
  SERVICE_FEE_RULES,
  SPECIAL_FEE_TYPES,
  SUBJECT_RULES,
  ZONE_QUERIES,
} from './price-enums.ts';

/** Labels of the price enumerations in the three languages, as `EnumOption[]` for selects, tags and columns. */

const options = <K extends string>(keys: readonly K[], labels: Record<K, Message>): EnumOption[] =>
  keys.map((value) => ({ value, label: labels[value] }));

export const PRICE_KIND_OPTIONS = options(PRICE_KINDS, {
  customer: l('客户价', 'Customer price', 'Giá khách hàng'),
  agent: l('代理价', 'Agent price', 'Giá đại lý'),
  sales: l('销售价', 'Sales price', 'Giá bán'),
});

export const PRICE_MODE_OPTIONS = options(PRICE_MODES, {
  common: l('普通', 'Common', 'Thông thường'),
  base: l('基础价', 'Base', 'Giá cơ sở'),
  api: l('API', 'API', 'API'),
});

export const CHARGE_MODE_OPTIONS = options(CHARGE_MODES, {
  weight: l('按重量', 'By weight', 'Theo trọng lượng'),
  square: l('按方数', 'By cubic metre', 'Theo mét khối'),
  piece: l('按件数', 'By piece', 'Theo kiện'),
});

export const ZONE_QUERY_OPTIONS = options(ZONE_QUERIES, {
  postcode: l('按国家和邮编', 'By country and postcode', 'Theo quốc gia và mã bưu chính'),
  country: l('按国家', 'By country', 'Theo quốc gia'),
});

export const ATTRIBUTE_TYPE_OPTIONS = options(ATTRIBUTE_TYPES, {
  freight: l('运费', 'Freight', 'Cước'),
  unitPrice: l('单价', 'Unit price', 'Đơn giá'),
  start: l('首重', 'Start', 'Cân đầu'),
  continue: l('续重', 'Continue', 'Cân tiếp'),
  startContinue: l('首重+续重', 'Start + continue', 'Cân đầu + cân tiếp'),
  onePrice: l('一口价', 'One price', 'Giá trọn gói'),
});

/** How a price is derived from its base price (also the price screen's names of them). */
export const BASE_TYPE_LABELS = {
  percent: l('百分比', 'Percent', 'Phần trăm'),
  unitPrice: l('单价', 'Unit price', 'Đơn giá'),
  fixed: l('固定值', 'Fixed', 'Cố định'),
} satisfies Record<(typeof BASE_TYPES)[number], Message>;

export const BASE_TYPE_OPTIONS = options(BASE_TYPES, BASE_TYPE_LABELS);

export const SPECIAL_FEE_TYPE_OPTIONS = options(SPECIAL_FEE_TYPES, {
  freight: l('替换运费', 'Replaces the freight', 'Thay cước'),
  extra: l('额外费用', 'Extra fee', 'Phí thêm'),
});

export const SERVICE_FEE_RULE_OPTIONS = options(SERVICE_FEE_RULES, {
  freight: l('运费', 'Freight', 'Cước'),
  freightWithFuel: l('运费含燃油', 'Freight with fuel', 'Cước gồm nhiên liệu'),
  declaredValue: l('申报价值', 'Declared value', 'Giá trị khai báo'),
});

export const SUBJECT_RULE_OPTIONS = options(SUBJECT_RULES, {
  allMerge: l('全部合并', 'All merged', 'Gộp tất cả'),
  detail: l('明细', 'Detail', 'Chi tiết'),
  include: l('包含', 'Include', 'Bao gồm'),
  exclude: l('排除', 'Exclude', 'Loại trừ'),
});

export const APPEND_MODE_OPTIONS = options(APPEND_MODES, {
  percent: BASE_TYPE_LABELS.percent,
  unitPrice: BASE_TYPE_LABELS.unitPrice,
  fixed: l('固定', 'Fixed', 'Cố định'),
  custom: l('自定义', 'Custom', 'Tùy chỉnh'),
});

export const DISCOUNT_MODE_OPTIONS = options(DISCOUNT_MODES, {
  reduction: l('减免', 'Reduction', 'Giảm trừ'),
  discount: l('折扣', 'Discount', 'Chiết khấu'),
  unitReduction: l('单价减免', 'Unit reduction', 'Giảm theo đơn giá'),
  fixed: l('固定价', 'Fixed', 'Giá cố định'),
  free: l('免费', 'Free', 'Miễn phí'),
});

export const EFFECT_STATUS_OPTIONS = options(EFFECT_STATUSES, {
  effective: l('生效中', 'Effective', 'Đang hiệu lực'),
  willEffective: l('待生效', 'Will take effect', 'Sắp hiệu lực'),
  expired: l('已失效', 'Expired', 'Hết hiệu lực'),
});
