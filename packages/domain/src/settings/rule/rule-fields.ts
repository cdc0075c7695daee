import { CUSTOMER_LEVELS } from '../../crm/customer/index.ts';
import {
  PACKAGE_TYPE_OPTIONS,
  TRADE_CLAUSE_OPTIONS,
  WAYBILL_STATUS_OPTIONS,
} from '../../lms/waybill/index.light.ts';
import { l } from '../../platform/entity/define.ts';
import type { EnumOption } from '../../platform/entity/types.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { CHARGE_WEIGHT_LABEL, VOLUME_WEIGHT_LABEL } from '../product/index.ts';

/**
 * The field catalogue of the rule language (DESIGN §11): what a rule may test of a waybill, each
 * field with the kind of its values. The kind decides the operators a condition may use and the
 * input a condition editor shows; the facts of a waybill carry one value per field key.
 */

export const RULE_OPS = [
  'eq',
  'ne',
  'in',
  'notIn',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'contains',
  'startsWith',
  'isEmpty',
  'isNotEmpty',
] as const;
export type RuleOp = (typeof RULE_OPS)[number];

export const RULE_VALUE_KINDS = [
  'text',
  'number',
  'money',
  'country',
  'product',
  'customer',
  'channel',
  'agent',
  'zone',
  'goodsType',
  'boolean',
  'enum',
] as const;
export type RuleValueKind = (typeof RULE_VALUE_KINDS)[number];

/** Kinds whose values are decimal strings compared as numbers. */
export const NUMERIC_KINDS: readonly RuleValueKind[] = ['number', 'money'];

const REFERENCE_OPS = ['eq', 'ne', 'in', 'notIn', 'isEmpty', 'isNotEmpty'] as const;

/**
 * Operators per kind. Goods types are a list per waybill: `contains` = has this one, `in` = has any
 * of these, `notIn` = has none of these, `isEmpty` = has none at all.
 */
export const OPS_BY_KIND: Record<RuleValueKind, readonly RuleOp[]> = {
  text: ['eq', 'ne', 'in', 'notIn', 'contains', 'startsWith', 'isEmpty', 'isNotEmpty'],
  number: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', 'in', 'notIn', 'isEmpty', 'isNotEmpty'],
  money: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'between', 'isEmpty', 'isNotEmpty'],
  country: REFERENCE_OPS,
  product: REFERENCE_OPS,
  customer: REFERENCE_OPS,
  channel: REFERENCE_OPS,
  agent: REFERENCE_OPS,
  zone: REFERENCE_OPS,
  goodsType: ['contains', 'in', 'notIn', 'isEmpty', 'isNotEmpty'],
  boolean: ['eq', 'ne'],
  enum: REFERENCE_OPS,
};

export type RuleUnit = 'kg' | 'cm' | 'm3' | 'pcs' | 'localCurrency';

export type RuleField = {
  key: string;
  label: Message;
  kind: RuleValueKind;
  /** The unit numbers are given in (shown next to the input). */
  unit?: RuleUnit;
  /** Whole numbers only (piece count). */
  integer?: boolean;
  /** The values of an enum field. */
  options?: readonly EnumOption[];
};

export const RULE_UNIT_LABELS: Record<RuleUnit, Message> = {
  kg: l('千克', 'kg', 'kg'),
  cm: l('厘米', 'cm', 'cm'),
  m3: l('立方米', 'm³', 'm³'),
  pcs: l('件', 'pcs', 'kiện'),
  localCurrency: l('本位币', 'local currency', 'tiền tệ gốc'),
};

export const RULE_OP_LABELS: Record<RuleOp, Message> = {
  eq: l('等于', 'equals', 'bằng'),
  ne: l('不等于', 'does not equal', 'khác'),
  in: l('属于其一', 'is one of', 'thuộc một trong'),
  notIn: l('不属于', 'is none of', 'không thuộc'),
  gt: l('大于', 'greater than', 'lớn hơn'),
  gte: l('大于等于', 'at least', 'lớn hơn hoặc bằng'),
  lt: l('小于', 'less than', 'nhỏ hơn'),
  lte: l('小于等于', 'at most', 'nhỏ hơn hoặc bằng'),
  between: l('介于', 'between', 'trong khoảng'),
  contains: l('包含', 'contains', 'chứa'),
  startsWith: l('开头是', 'starts with', 'bắt đầu bằng'),
  isEmpty: l('为空', 'is empty', 'trống'),
  isNotEmpty: l('不为空', 'is not empty', 'không trống'),
};

const f = (key: string, label: Message, kind: RuleValueKind, more: Partial<RuleField> = {}): RuleField => ({
  key,
  label,
  kind,
  ...more,
});
const kg = { unit: 'kg' } as const;

export const RULE_FIELDS: readonly RuleField[] = [
  f('waybillNo', l('运单号', 'Waybill no', 'Số vận đơn'), 'text'),
  f('customerNo', l('客户单号', 'Customer no', 'Số đơn khách hàng'), 'text'),
  f('customerId', l('客户', 'Customer', 'Khách hàng'), 'customer'),
  f('customerLevel', l('客户等级', 'Customer level', 'Cấp khách hàng'), 'enum', { options: CUSTOMER_LEVELS }),
  f('isArrears', l('是否欠费', 'Is in arrears', 'Đang nợ phí'), 'boolean'),
  f('productId', l('产品', 'Product', 'Sản phẩm'), 'product'),
  f('channelId', l('渠道', 'Channel', 'Kênh'), 'channel'),
  f('deliveryAgentId', l('派送代理', 'Delivery agent', 'Đại lý giao hàng'), 'agent'),
  f('status', l('运单状态', 'Waybill status', 'Trạng thái vận đơn'), 'enum', {
    options: WAYBILL_STATUS_OPTIONS,
  }),
  f('destinationCountry', l('目的国家', 'Destination country', 'Quốc gia đến'), 'country'),
  f('destinationState', l('目的州/省', 'Destination state', 'Bang/tỉnh đến'), 'text'),
  f('destinationCity', l('目的城市', 'Destination city', 'Thành phố đến'), 'text'),
  f('destinationPostcode', l('目的邮编', 'Destination postcode', 'Mã bưu chính đến'), 'text'),
  f('zone', l('分区', 'Zone', 'Phân vùng'), 'zone'),
  f('chargeWeight', CHARGE_WEIGHT_LABEL, 'number', kg),
  f('actualWeight', l('实重', 'Actual weight', 'Trọng lượng thực'), 'number', kg),
  f('volumeWeight', VOLUME_WEIGHT_LABEL, 'number', kg),
  f('squareNumber', l('方数', 'Square number', 'Số khối'), 'number', { unit: 'm3' }),
  f('pieceCount', l('件数', 'Piece count', 'Số kiện'), 'number', { unit: 'pcs', integer: true }),
  f('longestSide', l('最长边', 'Longest side', 'Cạnh dài nhất'), 'number', { unit: 'cm' }),
  f('maxPieceWeight', l('单件最大重量', 'Heaviest piece', 'Kiện nặng nhất'), 'number', kg),
  f(
    'declaredValueLocal',
    l('申报价值(本位币)', 'Declared value (local currency)', 'Giá trị khai báo (tiền gốc)'),
    'money',
    {
      unit: 'localCurrency',
    },
  ),
  f('declareCurrency', l('申报币种', 'Declared currency', 'Tiền tệ khai báo'), 'text'),
  f('goodsTypes', l('货物类型', 'Goods types', 'Loại hàng'), 'goodsType'),
  f('packageType', l('包裹类型', 'Package type', 'Loại kiện'), 'enum', { options: PACKAGE_TYPE_OPTIONS }),
  f('tradeClause', l('贸易条款', 'Trade clause', 'Điều kiện thương mại'), 'enum', {
    options: TRADE_CLAUSE_OPTIONS,
  }),
  f('declareType', l('报关方式', 'Declare type', 'Loại khai báo'), 'text'),
  f('homePickUp', l('上门揽收', 'Home pick-up', 'Lấy hàng tận nơi'), 'boolean'),
  f('needInsure', l('需要保险', 'Needs insurance', 'Cần bảo hiểm'), 'boolean'),
];

const BY_KEY = new Map(RULE_FIELDS.map((x) => [x.key, x]));

/** The catalogue's field of a key (undefined: not a field rules may test). */
export const ruleField = (key: string): RuleField | undefined => BY_KEY.get(key);

/** Whether a field's kind allows an operator. */
export const allowsOp = (field: RuleField, op: string): op is RuleOp =>
  (OPS_BY_KIND[field.kind] as readonly string[]).includes(op);

/** What an operator takes: nothing, one value, a list of values, or a [min, max] pair. */
export type RuleOperand = 'none' | 'one' | 'list' | 'range';
export function operandOf(op: RuleOp): RuleOperand {
  if (op === 'isEmpty' || op === 'isNotEmpty') return 'none';
  if (op === 'in' || op === 'notIn') return 'list';
  if (op === 'between') return 'range';
  return 'one';
}
