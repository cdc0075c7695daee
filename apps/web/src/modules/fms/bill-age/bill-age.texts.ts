import {
  BILL_AGE_PERMISSION_LABELS,
  FEE_COLUMN_LABELS,
  l,
  MESSAGES,
  RECEIVABLE_FINANCE_LABEL,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the receivable ageing screen (the bucket names are the domain's `AGE_BUCKETS` labels). */
export const texts = {
  billAge: {
    title: BILL_AGE_PERMISSION_LABELS['fms/billAge'],
    mode: l('账龄方式', 'Age by', 'Tính tuổi theo'),
    byDay: l('按天', 'Days', 'Theo ngày'),
    byMonth: l('按月', 'Months', 'Theo tháng'),
    groupBy: l('汇总方式', 'Group by', 'Nhóm theo'),
    byCustomer: MESSAGES.entityCustomer,
    byFinanceUser: RECEIVABLE_FINANCE_LABEL,
    customer: MESSAGES.entityCustomer,
    financeUser: RECEIVABLE_FINANCE_LABEL,
    currency: FEE_COLUMN_LABELS.currency,
    billCount: l('账单数', 'Bills', 'Số hóa đơn'),
    total: l('未核销合计', 'Unwritten total', 'Tổng chưa gạch nợ'),
    bills: l(
      '{{customer}} · {{bucket}} 的账单',
      'Bills of {{customer}} · {{bucket}}',
      'Hóa đơn của {{customer}} · {{bucket}}',
    ),
    billNo: FEE_COLUMN_LABELS.billNo,
    billTime: l('出账时间', 'Bill time', 'Ngày lập hóa đơn'),
    billTotal: l('账单金额', 'Bill amount', 'Số tiền hóa đơn'),
    writtenOff: l('已核销', 'Written off', 'Đã gạch nợ'),
    unwritten: l('未核销', 'Unwritten', 'Chưa gạch nợ'),
    age: l('账龄', 'Age', 'Tuổi nợ'),
  },
} satisfies TextTree;
