import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l } from '../../platform/entity/define.ts';
import { FEE_SUBJECT_NAMES } from '../fee/index.light.ts';
import { DISCOUNT_MODE_OPTIONS } from '../price/index.light.ts';

const subjectHelp = l('留空为运费(freight)', 'Empty means freight', 'Để trống là cước vận chuyển (freight)');

/**
 * Discount (back-office §2 "Pricing", §3 option "discount mode", §7 `discount`): lowers the lines of
 * its subjects (default freight) of customer prices, for the customers and products it names (empty =
 * all), from `effectiveFrom` (inclusive) to `effectiveTo` (exclusive, empty = open). What `value`
 * means per mode is the engine's (`fms/price/discounts.ts`); the row rules are `discountRowIssue`.
 */
export const discount = defineEntity({
  name: 'discount',
  api: 'fms/discount',
  table: 'fms_discount',
  title: l('折扣', 'Discounts', 'Chiết khấu'),
  permission: 'fms/price/discount',
  actions: ['insert', 'update', 'delete', 'enable', 'export', 'import'],
  labelField: 'name',
  menuGroup: 'price',
  route: '/fms/price/discount',
  staffOnly: true,
  defaultSort: { field: 'effectiveFrom', order: 'desc' },
  fields: {
    name: field.text(L.name, { max: 100, required: true, unique: true, search: 'keyword' }),
    mode: field.enum(l('折扣方式', 'Discount mode', 'Cách chiết khấu'), {
      options: DISCOUNT_MODE_OPTIONS,
      required: true,
      search: 'eq',
    }),
    value: field.decimal(l('折扣值', 'Value', 'Giá trị'), {
      scale: 4,
      min: '0',
      max: '999999',
      help: l(
        '减免/固定价：金额；折扣：收取比例(0.85即85折)；单价减免：每公斤金额；免费：不填',
        'Reduction / fixed: an amount; discount: the share charged (0.85 = 15 % off); unit reduction: per kg; free: none',
        'Giảm trừ / giá cố định: số tiền; chiết khấu: tỷ lệ thu (0.85 = giảm 15 %); giảm theo đơn giá: mỗi kg; miễn phí: không nhập',
      ),
    }),
    subjects: field.textList(l('费用科目', 'Subjects', 'Khoản mục phí'), {
      itemMax: 50,
      maxItems: 20,
      help: subjectHelp,
      names: FEE_SUBJECT_NAMES,
    }),
    customerIds: field.ref(l('适用客户', 'Customers', 'Khách hàng áp dụng'), {
      entity: 'customer',
      labelField: 'name',
      multiple: true,
      search: 'in',
    }),
    productIds: field.ref(l('适用产品', 'Products', 'Sản phẩm áp dụng'), {
      entity: 'product',
      labelField: 'name',
      multiple: true,
      search: 'in',
    }),
    effectiveFrom: field.date(l('生效日期', 'Effective from', 'Hiệu lực từ'), {
      required: true,
      search: 'range',
      sortable: true,
    }),
    effectiveTo: field.date(l('失效日期', 'Effective to', 'Hiệu lực đến'), {
      search: 'range',
      sortable: true,
    }),
    remark: field.text(L.remark, { max: 200, search: 'keyword', span: 2 }),
  },
});

/**
 * Single-bill negotiated price (back-office §2 "single-bill negotiation", §7 `negotiatePrice`): the
 * customer fee of one subject (default freight) of one waybill is this amount instead of the price
 * table's. One per waybill and subject; only for a waybill whose customer fees are not yet billed.
 */
export const negotiatePrice = defineEntity({
  name: 'negotiatePrice',
  api: 'fms/negotiatePrice',
  table: 'fms_negotiate_price',
  title: l('单票议价', 'Negotiated prices', 'Giá thương lượng từng vận đơn'),
  permission: 'fms/price/negotiatePrice',
  actions: ['insert', 'update', 'delete', 'export', 'import'],
  labelField: 'waybillNo',
  menuGroup: 'price',
  route: '/fms/price/negotiate-price',
  staffOnly: true,
  defaultSort: { field: 'waybillNo', order: 'desc' },
  uniqueTogether: [['waybillNo', 'subject']],
  fields: {
    waybillNo: field.text(l('运单号', 'Waybill number', 'Số vận đơn'), {
      max: 50,
      required: true,
      upper: true,
      search: 'keyword',
      sortable: true,
    }),
    subject: field.text(l('费用科目', 'Subject', 'Khoản mục phí'), {
      max: 50,
      default: 'freight',
      help: subjectHelp,
      names: FEE_SUBJECT_NAMES,
    }),
    value: field.decimal(l('议价金额', 'Negotiated value', 'Giá thương lượng'), {
      scale: 2,
      min: '0',
      max: '99999999',
      required: true,
    }),
    currency: field.dict(l('币种', 'Currency', 'Tiền tệ'), {
      dictionary: 'currency',
      required: true,
      default: 'RMB',
    }),
    reason: field.text(l('议价原因', 'Reason', 'Lý do'), { max: 200, required: true, span: 2 }),
    remark: field.text(L.remark, { max: 200, span: 2 }),
  },
});
