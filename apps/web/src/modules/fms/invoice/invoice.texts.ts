import {
  BILL_FIELD_LABELS,
  FEE_COLUMN_LABELS,
  INVOICE_FIELD_LABELS,
  INVOICE_PERMISSION_LABELS,
  INVOICE_STATUS_LABELS,
  INVOICE_TITLE_LABELS,
  L,
  l,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of invoices (list, issue dialog, detail, cancel) in zh-CN, en-US and vi-VN. */
export const texts = {
  invoice: {
    title: INVOICE_PERMISSION_LABELS['fms/invoice'],
    status: INVOICE_STATUS_LABELS,
    fields: {
      ...INVOICE_FIELD_LABELS,
      customer: FEE_COLUMN_LABELS.customer,
      currency: FEE_COLUMN_LABELS.currency,
      status: FEE_COLUMN_LABELS.status,
      billNo: FEE_COLUMN_LABELS.billNo,
      createdByName: FEE_COLUMN_LABELS.createdByName,
      remark: L.remark,
      period: BILL_FIELD_LABELS.period,
      billTime: BILL_FIELD_LABELS.billTime,
      billValue: BILL_FIELD_LABELS.billValue,
      cancelTime: BILL_FIELD_LABELS.cancelTime,
      invoiceTitle: BILL_FIELD_LABELS.invoiceTitle,
      ...INVOICE_TITLE_LABELS,
    },
    tabs: { all: l('全部发票', 'All invoices', 'Tất cả hóa đơn GTGT') },
    issue: l('开发票', 'Issue invoice', 'Xuất hóa đơn GTGT'),
    issued: l('已开发票 {{invoiceNo}}', 'Invoice {{invoiceNo}} issued', 'Đã xuất hóa đơn {{invoiceNo}}'),
    chooseBills: l('选择账单', 'Bills to invoice', 'Chọn bảng kê'),
    billsTotal: l(
      '{{count}} 张账单，合计 {{amount}} {{currency}}',
      '{{count}} bills, {{amount}} {{currency}} in all',
      '{{count}} bảng kê, tổng {{amount}} {{currency}}',
    ),
    noTitles: l(
      '该客户没有发票抬头，请先在客户资料中添加',
      'The customer has no invoice title; add one to the customer first',
      'Khách hàng chưa có thông tin hóa đơn; hãy thêm vào hồ sơ khách hàng trước',
    ),
    detail: l('详情', 'Details', 'Chi tiết'),
    pdf: l('发票 PDF', 'Invoice PDF', 'PDF hóa đơn'),
    send: l('发送邮件', 'Email it', 'Gửi email'),
    sendConfirm: l(
      '将发票 {{invoiceNo}} 的 PDF 发送到 {{email}}？',
      'Email the PDF of invoice {{invoiceNo}} to {{email}}?',
      'Gửi PDF của hóa đơn {{invoiceNo}} đến {{email}}?',
    ),
    sentDone: l('发票已发送', 'The invoice is sent', 'Đã gửi hóa đơn'),
    cancel: l('作废发票', 'Cancel invoice', 'Hủy hóa đơn GTGT'),
    cancelConfirm: l(
      '作废发票 {{invoiceNo}}？其账单可以重新开票。',
      'Cancel invoice {{invoiceNo}}? Its bills can be invoiced again.',
      'Hủy hóa đơn {{invoiceNo}}? Các bảng kê của nó có thể xuất hóa đơn lại.',
    ),
    cancelledDone: l('发票已作废', 'The invoice is cancelled', 'Đã hủy hóa đơn GTGT'),
  },
} satisfies TextTree;
