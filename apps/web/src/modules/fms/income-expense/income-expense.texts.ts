import {
  BILL_FIELD_LABELS,
  CHARGE_BILL_STATUS_LABELS,
  FEE_COLUMN_LABELS,
  FIELD_LABELS,
  INCOME_EXPENSE_PERMISSION_LABELS,
  L,
  l,
  MESSAGES,
  SYSTEM_ACTOR,
  subject,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of operating and non-operating income and expense (list, new entry, cancel) in zh-CN, en-US and vi-VN. */
export const texts = {
  incomeExpense: {
    route: {
      operating: INCOME_EXPENSE_PERMISSION_LABELS['fms/operatingIncomeExpense'],
      nonOperating: INCOME_EXPENSE_PERMISSION_LABELS['fms/nonOperatingIncomeExpense'],
    },
    fields: {
      code: L.code,
      occurTime: l('发生时间', 'Occur time', 'Thời gian phát sinh'),
      subject: l('收支科目', 'Subject', 'Khoản mục thu chi'),
      direction: subject.fields.direction.label,
      account: l('资金账户', 'Cash account', 'Tài khoản tiền'),
      value: FEE_COLUMN_LABELS.value,
      localValue: FEE_COLUMN_LABELS.conversionValue,
      counterparty: l('对方单位', 'Counterparty', 'Đối tác'),
      counterpartyAccount: l('对方账号', 'Counterparty account', 'Tài khoản đối tác'),
      needInvoice: l('需要发票', 'Invoice needed', 'Cần hóa đơn'),
      invoiceNo: l('发票号', 'Invoice no.', 'Số hóa đơn'),
      relatedNo: l('关联单号', 'Related no.', 'Số chứng từ liên quan'),
      certificates: l('凭证', 'Certificates', 'Chứng từ'),
      reimbursementUser: l('报销人', 'Reimbursed user', 'Người được hoàn ứng'),
      remark: FIELD_LABELS.remark,
      createdByName: FEE_COLUMN_LABELS.createdByName,
      status: FEE_COLUMN_LABELS.status,
      cancelled: CHARGE_BILL_STATUS_LABELS[30],
      cancelTime: BILL_FIELD_LABELS.cancelTime,
    },
    yes: MESSAGES.yes,
    no: MESSAGES.no,
    live: l('有效', 'Live', 'Hiệu lực'),
    system: SYSTEM_ACTOR,
    actions: l('操作', 'Actions', 'Thao tác'),
    make: l('新建收支', 'New entry', 'Tạo thu chi'),
    made: l('已记收支 {{code}}', 'Entry {{code}} recorded', 'Đã ghi thu chi {{code}}'),
    notPositive: l('金额须大于 0', 'The amount must be above 0', 'Số tiền phải lớn hơn 0'),
    cancel: l('取消收支', 'Cancel entry', 'Hủy thu chi'),
    cancelConfirm: l(
      '确定取消收支 {{code}}？账户记一笔冲回流水。',
      'Cancel entry {{code}}? Its account gets a flow posting it back.',
      'Hủy thu chi {{code}}? Tài khoản sẽ có một dòng tiền hoàn lại.',
    ),
    cancelledDone: l('收支已取消', 'The entry is cancelled', 'Đã hủy thu chi'),
  },
} satisfies TextTree;
