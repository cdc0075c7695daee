import { defineEntity, field, l } from '../../platform/entity/define.ts';
import { ruleEntity, ruleFields } from '../rule/index.light.ts';

/**
 * The facts a no-deal rule's condition may test: the customer's own (its id, level and whether it is
 * in arrears), with the same keys as the waybill catalogue's.
 */
export const NO_DEAL_FIELDS = ['customerId', 'customerLevel', 'isArrears'] as const;

export const NO_DEAL_DAYS_MAX = 365;

export const NO_DEAL_LABELS = {
  days: l('未下单天数', 'Days without orders', 'Số ngày không đặt hàng'),
  notify: l('通知销售', 'Notify sales', 'Thông báo kinh doanh'),
  lastOrderTime: l('最后下单时间', 'Last order time', 'Lần đặt hàng cuối'),
  daysSince: l('距今天数', 'Days since', 'Số ngày kể từ'),
  sales: l('销售', 'Sales', 'Nhân viên kinh doanh'),
} as const;

/**
 * No-deal rule (settings centre › control): customers whose condition holds and who ordered no
 * waybill in the last `days` days are listed, and with `notify` their sales follow person is told daily.
 */
export const noDealRule = defineEntity({
  ...ruleEntity('noDealRule', 'no-deal-rule'),
  title: l('未成交规则', 'No-deal rules', 'Quy tắc khách không giao dịch'),
  fields: ruleFields({
    days: field.int(NO_DEAL_LABELS.days, { required: true, min: 1, max: NO_DEAL_DAYS_MAX, default: 30 }),
    notify: field.bool(NO_DEAL_LABELS.notify, { default: true }),
  }),
});
