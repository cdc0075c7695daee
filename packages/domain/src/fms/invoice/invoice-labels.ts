import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { InvoiceStatus } from './invoice.ts';

/** Names of an invoice's statuses (list tabs, detail, PDF). */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, Message> = {
  issued: l('已开票', 'Issued', 'Đã xuất'),
  sent: l('已寄送', 'Sent', 'Đã gửi'),
  cancelled: l('已作废', 'Cancelled', 'Đã hủy'),
};

/** Field names of an invoice: the screens' columns and the PDF's headings. */
export const INVOICE_FIELD_LABELS = {
  one: l('发票', 'Invoice', 'Hóa đơn GTGT'),
  invoiceNo: l('发票号码', 'Invoice number', 'Số hóa đơn GTGT'),
  issueTime: l('开票时间', 'Issue time', 'Thời gian xuất'),
  amount: l('发票金额', 'Invoice amount', 'Số tiền hóa đơn'),
  taxRate: l('税率 (%)', 'Tax rate (%)', 'Thuế suất (%)'),
  taxAmount: l('税额', 'Tax', 'Tiền thuế'),
  bills: l('开票账单', 'Bills invoiced', 'Bảng kê đã xuất hóa đơn'),
  sentTime: l('寄送时间', 'Sent time', 'Thời gian gửi'),
  cancelReason: l('作废原因', 'Cancel reason', 'Lý do hủy'),
} as const satisfies Record<string, Message>;
