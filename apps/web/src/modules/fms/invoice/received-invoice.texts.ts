import {
  FEE_COLUMN_LABELS,
  INVOICE_FIELD_LABELS,
  INVOICE_PERMISSION_LABELS,
  L,
  l,
  RECEIVED_INVOICE_FIELD_LABELS,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of received invoices (list, record dialog, detail) in zh-CN, en-US and vi-VN. */
export const texts = {
  receivedInvoice: {
    title: INVOICE_PERMISSION_LABELS['fms/receivedInvoice'],
    fields: {
      ...RECEIVED_INVOICE_FIELD_LABELS,
      invoiceNo: INVOICE_FIELD_LABELS.invoiceNo,
      amount: INVOICE_FIELD_LABELS.amount,
      taxRate: INVOICE_FIELD_LABELS.taxRate,
      taxAmount: INVOICE_FIELD_LABELS.taxAmount,
      agent: FEE_COLUMN_LABELS.agent,
      billNo: FEE_COLUMN_LABELS.billNo,
      currency: FEE_COLUMN_LABELS.currency,
      createdByName: FEE_COLUMN_LABELS.createdByName,
      remark: L.remark,
    },
    tabs: { all: l('全部收票', 'All received invoices', 'Tất cả hóa đơn đã nhận') },
    record: l('登记收票', 'Record invoice', 'Ghi nhận hóa đơn'),
    recorded: l(
      '已登记收票 {{invoiceNo}}',
      'Invoice {{invoiceNo}} recorded',
      'Đã ghi nhận hóa đơn {{invoiceNo}}',
    ),
    billLine: l(
      '{{billNo}} · 总额 {{total}}，未收票 {{left}} {{currency}}',
      '{{billNo}} · total {{total}}, {{left}} {{currency}} left',
      '{{billNo}} · tổng {{total}}, còn {{left}} {{currency}}',
    ),
    partsTotal: l(
      '各账单合计 {{amount}} {{currency}}',
      'The parts add up to {{amount}} {{currency}}',
      'Tổng các phần {{amount}} {{currency}}',
    ),
    cancelConfirm: l(
      '作废收票 {{invoiceNo}}？其对应的账单金额可以重新收票。',
      'Cancel received invoice {{invoiceNo}}? What it covered of its agent bills can be invoiced again.',
      'Hủy hóa đơn đã nhận {{invoiceNo}}? Phần đã xuất của các hóa đơn đại lý có thể nhận hóa đơn lại.',
    ),
    cancelledDone: l('收票已作废', 'The received invoice is cancelled', 'Đã hủy hóa đơn đã nhận'),
  },
  permissionAction: {
    record: l('登记', 'Record', 'Ghi nhận'),
  },
} satisfies TextTree;
