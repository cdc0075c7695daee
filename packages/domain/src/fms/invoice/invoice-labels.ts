import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import type { InvoiceStatus } from './invoice.ts';

/** Names of an invoice's statuses (list tabs, detail, PDF); `received` of invoices received from agents. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, Message> = {
  issued: l('已开票', 'Issued', 'Đã xuất'),
  sent: l('已寄送', 'Sent', 'Đã gửi'),
  cancelled: l('已作废', 'Cancelled', 'Đã hủy'),
  received: l('已收票', 'Received', 'Đã nhận'),
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

/** Field names of a received invoice (the screen's columns and the record dialog). */
export const RECEIVED_INVOICE_FIELD_LABELS = {
  invoiceDate: l('开票日期', 'Invoice date', 'Ngày hóa đơn'),
  agentBills: l('对应代理账单', 'Agent bills covered', 'Hóa đơn đại lý được xuất'),
  coveredValue: l('本次开票金额', 'Amount covered', 'Số tiền xuất lần này'),
  invoiced: l('已收票金额', 'Invoiced so far', 'Đã nhận hóa đơn'),
  left: l('未收票金额', 'Left to invoice', 'Còn lại chưa có hóa đơn'),
  files: l('发票文件', 'Invoice files', 'Tệp hóa đơn'),
  recordedAt: l('登记时间', 'Recorded at', 'Thời gian ghi nhận'),
} as const satisfies Record<string, Message>;
