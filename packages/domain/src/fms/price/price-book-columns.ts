import { PACKAGE_TYPE_OPTIONS } from '../../lms/waybill/index.ts';
import { l } from '../../platform/entity/define.ts';
import type { EnumOption } from '../../platform/entity/types.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import {
  APPEND_MODE_OPTIONS,
  ATTRIBUTE_TYPE_OPTIONS,
  BASE_TYPE_OPTIONS,
  CHARGE_MODE_OPTIONS,
  PRICE_KIND_OPTIONS,
  PRICE_MODE_OPTIONS,
  SERVICE_FEE_RULE_OPTIONS,
  SPECIAL_FEE_TYPE_OPTIONS,
  SUBJECT_RULE_OPTIONS,
  ZONE_QUERY_OPTIONS,
} from './price-options.ts';

/**
 * The sheets and columns of the price workbook (whole price tables out to Excel and back): a header
 * sheet (one row per table) and one sheet per kind of sub-data, each row keyed by its table in the
 * first column (the table's name, or its row number on the header sheet).
 */

/** How a cell is written and read: text, decimal, list (comma separated), yes/no, option, instant. */
export type BookColumnType = 'text' | 'decimal' | 'list' | 'bool' | 'enum' | 'date';
export type BookColumn = {
  key: string;
  label: Message;
  type: BookColumnType;
  options?: readonly EnumOption[];
};
export const PRICE_BOOK_SHEET_KEYS = [
  'headers',
  'zones',
  'weightRanges',
  'specialFreights',
  'serviceFees',
  'surcharges',
  'appendRules',
] as const;
export type PriceBookSheetKey = (typeof PRICE_BOOK_SHEET_KEYS)[number];
export type BookSheetSpec = { key: PriceBookSheetKey; title: Message; columns: readonly BookColumn[] };

const c = (key: string, label: Message, type: BookColumnType = 'text', options?: readonly EnumOption[]) =>
  ({ key, label, type, ...(options ? { options } : {}) }) as BookColumn;

/** The key column of every sub-data sheet. */
export const BOOK_TABLE_COLUMN = c('table', l('价格表', 'Price table', 'Bảng giá'));
const zonesCol = c('zones', l('分区', 'Zones', 'Vùng'), 'list');
const startCol = c('startWeight', l('起始重', 'Start weight', 'Cân từ'), 'decimal');
const endCol = c('endWeight', l('截止重', 'End weight', 'Cân đến'), 'decimal');
const goodsCol = c('goodsTypes', l('货物类型', 'Goods types', 'Loại hàng'), 'list');
const formulaCol = c('formula', l('公式/收费内容', 'Formula / charge', 'Công thức / nội dung thu'));
const subjectCol = c('subject', l('费用科目', 'Subject', 'Khoản mục phí'));
const fuelRateCol = c(
  'customFuelRate',
  l('自定义燃油费率', 'Custom fuel rate', 'Tỷ lệ nhiên liệu riêng'),
  'decimal',
);

export const PRICE_BOOK_SHEETS: readonly BookSheetSpec[] = [
  {
    key: 'headers',
    title: l('价格表头', 'Headers', 'Thông tin bảng giá'),
    columns: [
      c('id', l('ID', 'ID', 'ID')),
      c('name', l('价格名称', 'Name', 'Tên bảng giá')),
      c('kind', l('价格类型', 'Kind', 'Loại giá'), 'enum', PRICE_KIND_OPTIONS),
      c('mode', l('价格模式', 'Mode', 'Chế độ'), 'enum', PRICE_MODE_OPTIONS),
      c('productCode', l('产品代码', 'Product code', 'Mã sản phẩm')),
      c('channelCode', l('渠道代码', 'Channel code', 'Mã kênh')),
      c('chargeMode', l('计费方式', 'Charge mode', 'Cách tính phí'), 'enum', CHARGE_MODE_OPTIONS),
      c('currency', l('币种', 'Currency', 'Tiền tệ')),
      c('exchangeRate', l('固定汇率', 'Fixed exchange rate', 'Tỷ giá cố định'), 'decimal'),
      c('effectiveFrom', l('生效时间', 'Effective from', 'Hiệu lực từ'), 'date'),
      c('effectiveTo', l('失效时间', 'Effective to', 'Hiệu lực đến'), 'date'),
      c('customerCodes', l('生效客户', 'Customers', 'Khách hàng áp dụng'), 'list'),
      goodsCol,
      fuelRateCol,
      c('fuelDiscount', l('燃油折扣', 'Fuel discount', 'Chiết khấu nhiên liệu'), 'decimal'),
      c('zoneQuery', l('分区查询', 'Zone query', 'Tra vùng'), 'enum', ZONE_QUERY_OPTIONS),
      c('forbidQuery', l('禁止查价', 'Forbid query', 'Cấm tra giá'), 'bool'),
      c('basePriceId', l('基础价ID', 'Base price ID', 'ID giá cơ sở')),
      c('baseType', l('基础价方式', 'Base type', 'Cách tính giá cơ sở'), 'enum', BASE_TYPE_OPTIONS),
      c('baseValue', l('基础价值', 'Base value', 'Giá trị cơ sở'), 'decimal'),
      c('priceApiId', l('价格API', 'Price API', 'API giá')),
      c('remark', l('备注', 'Remark', 'Ghi chú')),
    ],
  },
  {
    key: 'zones',
    title: l('分区', 'Zones', 'Vùng'),
    columns: [
      BOOK_TABLE_COLUMN,
      c('name', l('分区名称', 'Zone name', 'Tên vùng')),
      c('countryCodes', l('国家二字码', 'Country codes', 'Mã quốc gia'), 'list'),
      c('postcodePrefixes', l('邮编前缀', 'Postcode prefixes', 'Tiền tố mã bưu chính'), 'list'),
      c('timeliness', l('时效', 'Timeliness', 'Thời gian giao')),
      c('shippingNotice', l('发货须知', 'Shipping notice', 'Lưu ý gửi hàng')),
    ],
  },
  {
    key: 'weightRanges',
    title: l('重量段', 'Weight ranges', 'Khoảng cân'),
    columns: [
      BOOK_TABLE_COLUMN,
      { ...zonesCol, key: 'zone' },
      startCol,
      endCol,
      c('attributeType', l('类型', 'Attribute type', 'Loại'), 'enum', ATTRIBUTE_TYPE_OPTIONS),
      c('price', l('价格', 'Price', 'Giá'), 'decimal'),
      c('firstWeight', l('首重', 'First weight', 'Cân đầu'), 'decimal'),
      c('firstPrice', l('首重价', 'First price', 'Giá cân đầu'), 'decimal'),
      c('continueUnit', l('续重单位', 'Continue unit', 'Đơn vị cân tiếp'), 'decimal'),
      c('carryUnit', l('进位单位', 'Carry unit', 'Đơn vị làm tròn'), 'decimal'),
    ],
  },
  {
    key: 'specialFreights',
    title: l('特殊运费', 'Special freight', 'Cước đặc biệt'),
    columns: [
      BOOK_TABLE_COLUMN,
      zonesCol,
      startCol,
      endCol,
      c('feeType', l('费用类型', 'Fee type', 'Loại phí'), 'enum', SPECIAL_FEE_TYPE_OPTIONS),
      formulaCol,
      c('minFee', l('最低收费', 'Min fee', 'Phí tối thiểu'), 'decimal'),
    ],
  },
  {
    key: 'serviceFees',
    title: l('服务费', 'Service fees', 'Phí dịch vụ'),
    columns: [
      BOOK_TABLE_COLUMN,
      subjectCol,
      c('rule', l('计算规则', 'Rule', 'Quy tắc'), 'enum', SERVICE_FEE_RULE_OPTIONS),
      c('appendPercent', l('附加比例', 'Append percent', 'Tỷ lệ cộng thêm'), 'decimal'),
    ],
  },
  {
    key: 'surcharges',
    title: l('附加费', 'Surcharges', 'Phụ phí'),
    columns: [
      BOOK_TABLE_COLUMN,
      subjectCol,
      formulaCol,
      c('minValue', l('最小值', 'Min', 'Tối thiểu'), 'decimal'),
      c('maxValue', l('最大值', 'Max', 'Tối đa'), 'decimal'),
      c('fuelIncluded', l('含燃油', 'Fuel included', 'Gồm nhiên liệu'), 'bool'),
      fuelRateCol,
      c('thirdPartySettlement', l('第三方结算', 'Third-party settlement', 'Thanh toán bên thứ ba'), 'bool'),
      zonesCol,
      goodsCol,
    ],
  },
  {
    key: 'appendRules',
    title: l('附加价规则', 'Append rules', 'Quy tắc cộng giá'),
    columns: [
      BOOK_TABLE_COLUMN,
      c('name', l('规则名称', 'Rule name', 'Tên quy tắc')),
      c('subjectRule', l('科目规则', 'Subject rule', 'Quy tắc khoản mục'), 'enum', SUBJECT_RULE_OPTIONS),
      c('subjects', l('费用科目', 'Subjects', 'Khoản mục phí'), 'list'),
      c('packageType', l('包装类型', 'Package type', 'Loại bao bì'), 'enum', PACKAGE_TYPE_OPTIONS),
      goodsCol,
      startCol,
      endCol,
      zonesCol,
      c('countryCodes', l('国家二字码', 'Country codes', 'Mã quốc gia'), 'list'),
      c('mode', l('附加方式', 'Mode', 'Cách cộng'), 'enum', APPEND_MODE_OPTIONS),
      c('value', l('值', 'Value', 'Giá trị'), 'decimal'),
      c('formula', l('公式', 'Formula', 'Công thức')),
    ],
  },
];

export const bookSheet = (key: PriceBookSheetKey): BookSheetSpec =>
  PRICE_BOOK_SHEETS.find((s) => s.key === key)!;
