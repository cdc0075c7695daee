import {
  ACCOUNT_FLOW_PERMISSION_LABELS,
  CASH_ACCOUNT_LABEL,
  cashAccount,
  FEE_COLUMN_LABELS,
  FIELD_LABELS,
  l,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the account flows (balances card and flow list) in zh-CN, en-US and vi-VN. */
export const texts = {
  accountFlow: {
    route: { list: ACCOUNT_FLOW_PERMISSION_LABELS['fms/accountFlow'] },
    account: CASH_ACCOUNT_LABEL,
    currency: FEE_COLUMN_LABELS.currency,
    source: l('流水来源', 'Flow source', 'Nguồn phát sinh'),
    relatedNo: l('关联单号', 'Related no.', 'Số chứng từ liên quan'),
    flowTime: l('流水时间', 'Flow time', 'Thời gian phát sinh'),
    value: FEE_COLUMN_LABELS.value,
    balanceAfter: l('变动后余额', 'Balance after', 'Số dư sau'),
    objectCode: FEE_COLUMN_LABELS.customer,
    summary: l('摘要', 'Summary', 'Diễn giải'),
    createdBy: FEE_COLUMN_LABELS.createdByName,
    remark: FIELD_LABELS.remark,
    /** A cash account offered to a new transfer or entry (bank transfers, income and expense). */
    accountOption: l(
      '{{name}}（{{currency}}，余额 {{balance}}）',
      '{{name}} ({{currency}}, balance {{balance}})',
      '{{name}} ({{currency}}, số dư {{balance}})',
    ),
    flow_count: l('共 {{total}} 条流水', '{{total}} flow rows', '{{total}} dòng biến động'),
    balances: {
      title: l('账户余额', 'Account balances', 'Số dư tài khoản'),
      period: l('期间：{{period}}', 'Period: {{period}}', 'Kỳ: {{period}}'),
      allTime: l('全部期间', 'All time', 'Toàn bộ thời gian'),
      opening: cashAccount.fields.openingBalance.label,
      in: l('收入', 'In', 'Thu vào'),
      out: l('支出', 'Out', 'Chi ra'),
      closing: l('期末余额', 'Closing balance', 'Số dư cuối'),
      balance: l('当前余额', 'Balance now', 'Số dư hiện tại'),
      disabled: l('已停用', 'Disabled', 'Ngừng sử dụng'),
      empty: l('没有资金账户', 'No cash account yet', 'Chưa có tài khoản tiền'),
    },
  },
} satisfies TextTree;
