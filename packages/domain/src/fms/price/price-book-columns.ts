import { PACKAGE_TYPE_OPTIONS } from '../../lms/waybill/index.ts';
import { L } from '../../platform/entity/common-labels.ts';
import { l } from '../../platform/entity/define.ts';
import type { EnumOption } from '../../platform/entity/types.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { ZONE_ROW_LABELS } from '../../settings/zone/index.ts';
import { PRICE_LABELS } from './price-labels.ts';
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
const zonesCol = c('zones', PRICE_LABELS.zones, 'list');
const startCol = c('startWeight', PRICE_LABELS.startWeight, 'decimal');
const endCol = c('endWeight', PRICE_LABELS.endWeight, 'decimal');
const goodsCol = c('goodsTypes', PRICE_LABELS.goodsTypes, 'list');
const formulaCol = c('formula', PRICE_LABELS.formulaCharge);
const subjectCol = c('subject', PRICE_LABELS.subject);
const fuelRateCol = c('customFuelRate', PRICE_LABELS.customFuelRate, 'decimal');

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
      c('chargeMode', PRICE_LABELS.chargeMode, 'enum', CHARGE_MODE_OPTIONS),
      c('currency', l('币种', 'Currency', 'Tiền tệ')),
      c('exchangeRate', l('固定汇率', 'Fixed exchange rate', 'Tỷ giá cố định'), 'decimal'),
      c('effectiveFrom', PRICE_LABELS.effectiveFrom, 'date'),
      c('effectiveTo', PRICE_LABELS.effectiveTo, 'date'),
      c('customerCodes', PRICE_LABELS.customers, 'list'),
      goodsCol,
      fuelRateCol,
      c('fuelDiscount', PRICE_LABELS.fuelDiscount, 'decimal'),
      c('zoneQuery', l('分区查询', 'Zone query', 'Tra vùng'), 'enum', ZONE_QUERY_OPTIONS),
      c('forbidQuery', l('禁止查价', 'Forbid query', 'Cấm tra giá'), 'bool'),
      c('basePriceId', l('基础价ID', 'Base price ID', 'ID giá cơ sở')),
      c('baseType', l('基础价方式', 'Base type', 'Cách tính giá cơ sở'), 'enum', BASE_TYPE_OPTIONS),
      c('baseValue', l('基础价值', 'Base value', 'Giá trị cơ sở'), 'decimal'),
      c('priceApiId', PRICE_LABELS.priceApi),
      c('remark', L.remark),
    ],
  },
  {
    key: 'zones',
    title: PRICE_LABELS.zones,
    columns: [
      BOOK_TABLE_COLUMN,
      c('name', ZONE_ROW_LABELS.name),
      c('countryCodes', ZONE_ROW_LABELS.countryCodes, 'list'),
      c('postcodePrefixes', ZONE_ROW_LABELS.postcodePrefixes, 'list'),
      c('timeliness', ZONE_ROW_LABELS.timeliness),
      c('shippingNotice', ZONE_ROW_LABELS.shippingNotice),
    ],
  },
  {
    key: 'weightRanges',
    title: PRICE_LABELS.weightRanges,
    columns: [
      BOOK_TABLE_COLUMN,
      { ...zonesCol, key: 'zone' },
      startCol,
      endCol,
      c('attributeType', l('类型', 'Attribute type', 'Loại'), 'enum', ATTRIBUTE_TYPE_OPTIONS),
      c('price', l('价格', 'Price', 'Giá'), 'decimal'),
      c('firstWeight', PRICE_LABELS.firstWeight, 'decimal'),
      c('firstPrice', PRICE_LABELS.firstPrice, 'decimal'),
      c('continueUnit', PRICE_LABELS.continueUnit, 'decimal'),
      c('carryUnit', PRICE_LABELS.carryUnit, 'decimal'),
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
      c('feeType', PRICE_LABELS.feeType, 'enum', SPECIAL_FEE_TYPE_OPTIONS),
      formulaCol,
      c('minFee', PRICE_LABELS.minFee, 'decimal'),
    ],
  },
  {
    key: 'serviceFees',
    title: PRICE_LABELS.serviceFees,
    columns: [
      BOOK_TABLE_COLUMN,
      subjectCol,
      c('rule', l('计算规则', 'Rule', 'Quy tắc'), 'enum', SERVICE_FEE_RULE_OPTIONS),
      c('appendPercent', l('附加比例', 'Append percent', 'Tỷ lệ cộng thêm'), 'decimal'),
    ],
  },
  {
    key: 'surcharges',
    title: PRICE_LABELS.surcharges,
    columns: [
      BOOK_TABLE_COLUMN,
      subjectCol,
      formulaCol,
      c('minValue', PRICE_LABELS.minValue, 'decimal'),
      c('maxValue', PRICE_LABELS.maxValue, 'decimal'),
      c('fuelIncluded', PRICE_LABELS.fuelIncluded, 'bool'),
      fuelRateCol,
      c('thirdPartySettlement', PRICE_LABELS.thirdPartySettlement, 'bool'),
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
      c('packageType', PRICE_LABELS.packageType, 'enum', PACKAGE_TYPE_OPTIONS),
      goodsCol,
      startCol,
      endCol,
      zonesCol,
      c('countryCodes', ZONE_ROW_LABELS.countryCodes, 'list'),
      c('mode', l('附加方式', 'Mode', 'Cách cộng'), 'enum', APPEND_MODE_OPTIONS),
      c('value', l('值', 'Value', 'Giá trị'), 'decimal'),
      c('formula', PRICE_LABELS.formula),
    ],
  },
];

export const bookSheet = (key: PriceBookSheetKey): BookSheetSpec =>
  PRICE_BOOK_SHEETS.find((s) => s.key === key)!;
