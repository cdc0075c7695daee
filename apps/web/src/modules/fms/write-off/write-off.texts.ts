import {
  BILL_FIELD_LABELS,
  BILL_TITLES,
  CHARGE_BILL_STATUS_LABELS,
  FEE_COLUMN_LABELS,
  l,
} from '@freightdesk/domain';

/** Screen texts of write-off (the list and the dialog from a bill) in zh-CN, en-US and vi-VN. */
export const texts = {
  writeOff: {
    title: BILL_TITLES.writeOffs,
    make: l('核销', 'Write off', 'Cấn trừ'),
    made: l('已核销 {{code}}', 'Write-off {{code}} made', 'Đã cấn trừ {{code}}'),
    value: l('核销金额', 'Write-off amount', 'Số tiền cấn trừ'),
    unwrittenHint: l(
      '账单未核销 {{max}} {{currency}}',
      'The bill still owes {{max}} {{currency}}',
      'Hóa đơn còn nợ {{max}} {{currency}}',
    ),
    source: l('收款来源', 'Receipts drawn', 'Nguồn phiếu thu'),
    sources: {
      oldest: l(
        '未核销收款，按时间从早到晚',
        'Unmatched receipts, oldest first',
        'Các phiếu thu chưa cấn trừ, cũ nhất trước',
      ),
      receipt: l('指定收款单', 'A chosen receipt', 'Một phiếu thu được chọn'),
    },
    receipt: l('收款单', 'Receipt', 'Phiếu thu'),
    receiptRequired: l('请选择收款单', 'Choose a receipt', 'Hãy chọn phiếu thu'),
    noReceipts: l(
      '该客户没有可核销的已确认收款',
      'This customer has no confirmed receipt left to match',
      'Khách hàng này không còn phiếu thu đã xác nhận để cấn trừ',
    ),
    receiptOption: l(
      '{{no}}（未核销 {{unmatched}} {{currency}}）',
      '{{no}} (unmatched {{unmatched}} {{currency}})',
      '{{no}} (chưa cấn trừ {{unmatched}} {{currency}})',
    ),
    problem: {
      notPositive: l('核销金额须大于 0', 'The amount must be above 0', 'Số tiền phải lớn hơn 0'),
      overUnwritten: l(
        '不能超过账单未核销金额 {{max}}',
        'At most the unwritten amount {{max}}',
        'Tối đa bằng số chưa cấn trừ {{max}}',
      ),
      overReceipt: l(
        '不能超过收款单未核销金额 {{max}}',
        'At most the receipt’s unmatched amount {{max}}',
        'Tối đa bằng số chưa cấn trừ của phiếu thu {{max}}',
      ),
    },
    fields: {
      code: l('核销单号', 'Write-off number', 'Số cấn trừ'),
      customer: FEE_COLUMN_LABELS.customer,
      billNo: FEE_COLUMN_LABELS.billNo,
      chargeNo: l('收款单号', 'Receipt number', 'Số phiếu thu'),
      items: l('核销明细', 'Matched', 'Chi tiết cấn trừ'),
      value: BILL_FIELD_LABELS.writtenOff,
      currency: FEE_COLUMN_LABELS.currency,
      exchangeGainLoss: l('汇兑损益', 'Exchange gain/loss', 'Lãi/lỗ tỷ giá'),
      writeOffTime: l('核销时间', 'Write-off time', 'Thời gian cấn trừ'),
      cancelTime: BILL_FIELD_LABELS.cancelTime,
      createdByName: FEE_COLUMN_LABELS.createdByName,
    },
    tabs: {
      open: l('有效核销', 'Live write-offs', 'Cấn trừ hiệu lực'),
      cancelled: CHARGE_BILL_STATUS_LABELS[30],
    },
    cancel: l('取消核销', 'Cancel write-off', 'Hủy cấn trừ'),
    cancelConfirm: l(
      '确定取消核销 {{code}}？账单将恢复未核销。',
      'Cancel write-off {{code}}? The bills owe again what it covered.',
      'Hủy cấn trừ {{code}}? Các hóa đơn sẽ nợ lại phần đã cấn trừ.',
    ),
    cancelled: l('核销已取消', 'The write-off is cancelled', 'Đã hủy cấn trừ'),
    actions: l('操作', 'Actions', 'Thao tác'),
  },
};
