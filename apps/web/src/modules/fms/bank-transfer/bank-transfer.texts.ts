import {
  BANK_TRANSFER_MESSAGES,
  BANK_TRANSFER_PERMISSION_LABELS,
  BILL_FIELD_LABELS,
  CASH_ACCOUNT_LABEL,
  CHARGE_BILL_STATUS_LABELS,
  FEE_COLUMN_LABELS,
  FIELD_LABELS,
  l,
  MESSAGES,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of bank transfers (the list, the new-transfer dialog, the cancel) in zh-CN, en-US and vi-VN. */
export const texts = {
  bankTransfer: {
    route: { list: BANK_TRANSFER_PERMISSION_LABELS['fms/bankTransfer'] },
    fields: {
      transferNo: l('转账单号', 'Transfer no.', 'Số chuyển khoản'),
      account: CASH_ACCOUNT_LABEL,
      transferTime: l('转账时间', 'Transfer time', 'Thời gian chuyển'),
      from: l('转出账户', 'Paying account', 'Tài khoản chuyển'),
      value: l('转出金额', 'Amount paid', 'Số tiền chuyển'),
      to: l('转入账户', 'Receiving account', 'Tài khoản nhận'),
      toValue: l('转入金额', 'Amount received', 'Số tiền nhận'),
      rate: FEE_COLUMN_LABELS.exchangeRate,
      bookRate: l('账面汇率', 'Book rate', 'Tỷ giá sổ sách'),
      exchangeGainLoss: l('汇兑损益', 'Exchange gain/loss', 'Lãi/lỗ tỷ giá'),
      remark: FIELD_LABELS.remark,
      createdByName: FEE_COLUMN_LABELS.createdByName,
      cancelTime: BILL_FIELD_LABELS.cancelTime,
      cancelled: CHARGE_BILL_STATUS_LABELS[30],
    },
    yes: MESSAGES.yes,
    no: MESSAGES.no,
    live: l('有效', 'Live', 'Hiệu lực'),
    actions: l('操作', 'Actions', 'Thao tác'),
    make: l('新建转账', 'New transfer', 'Tạo chuyển khoản'),
    made: l(
      '已转账 {{transferNo}}，转入 {{toValue}} {{currency}}',
      'Transfer {{transferNo}} made: {{toValue}} {{currency}} received',
      'Đã chuyển {{transferNo}}: nhận {{toValue}} {{currency}}',
    ),
    rateHelp: l(
      '每 1 {{from}} 兑换的 {{to}}；留空按当日账面汇率',
      '{{to}} per 1 {{from}}; empty means the day’s book rate',
      '{{to}} cho mỗi 1 {{from}}; để trống là tỷ giá sổ sách trong ngày',
    ),
    problem: {
      sameAccount: BANK_TRANSFER_MESSAGES.transferSameAccount,
      notPositive: l('转出金额须大于 0', 'The amount must be above 0', 'Số tiền phải lớn hơn 0'),
      rate: l(
        '汇率须大于 0，最多 8 位小数',
        'The rate must be above 0, with at most 8 decimals',
        'Tỷ giá phải lớn hơn 0, tối đa 8 chữ số thập phân',
      ),
    },
    cancel: l('取消转账', 'Cancel transfer', 'Hủy chuyển khoản'),
    cancelConfirm: l(
      '确定取消转账 {{transferNo}}？两个账户各自记一笔冲回流水。',
      'Cancel transfer {{transferNo}}? Each account gets a flow posting it back.',
      'Hủy chuyển khoản {{transferNo}}? Mỗi tài khoản sẽ có một dòng tiền hoàn lại.',
    ),
    cancelledDone: l('转账已取消', 'The transfer is cancelled', 'Đã hủy chuyển khoản'),
  },
} satisfies TextTree;
