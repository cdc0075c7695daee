import { defineEntity, field, l, options } from '../../platform/entity/define.ts';
import { RULE_LABELS, ruleEntity, ruleFields } from '../rule/index.light.ts';

/** What a sorting rule sorts by (back-office §3 "Sorting rule types"); its condition tests the matching fact. */
export const SORT_TYPES = [
  'product',
  'customer',
  'country',
  'agent',
  'zone',
  'perBill',
  'isArrears',
  'declareType',
] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const SORT_TYPE_OPTIONS = options(
  ['product', l('产品', 'Product', 'Sản phẩm')],
  ['customer', l('客户', 'Customer', 'Khách hàng')],
  ['country', l('国家', 'Country', 'Quốc gia')],
  ['agent', l('代理', 'Agent', 'Đại lý')],
  ['zone', l('分区', 'Zone', 'Phân vùng')],
  ['perBill', l('按票', 'Per waybill', 'Theo từng vận đơn')],
  ['isArrears', l('是否欠费', 'Is in arrears', 'Đang nợ phí')],
  ['declareType', l('报关方式', 'Declare type', 'Loại khai báo')],
);

export const SORT_CODE_LABEL = l('分拣码', 'Sort code', 'Mã phân loại');

/**
 * Sorting rule (settings centre › control): the sort scan shows, large, the sort code of the first
 * enabled rule (priority order) whose condition holds for the scanned waybill.
 */
export const sortingRule = defineEntity({
  ...ruleEntity('sortingRule', 'sorting-rule'),
  title: l('分拣规则', 'Sorting rules', 'Quy tắc phân loại'),
  fields: {
    ...ruleFields({
      sortType: field.enum(l('分拣类型', 'Sort type', 'Loại phân loại'), {
        required: true,
        default: 'product',
        search: 'eq',
        options: SORT_TYPE_OPTIONS,
      }),
      sortCode: field.text(SORT_CODE_LABEL, { max: 20, required: true, search: 'keyword' }),
    }),
    // one code per waybill: the first match wins, a rule never lets the run go on
    continueAfterMatch: field.bool(RULE_LABELS.continueAfterMatch, {
      default: false,
      list: false,
      form: false,
    }),
  },
});
