import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Screen titles of statement bills and write-offs (route titles, sheet and PDF titles). */
export const BILL_TITLES = {
  list: l('对账单', 'Statement bills', 'Bảng kê công nợ'),
  one: l('客户对账单', 'Customer statement', 'Bảng kê khách hàng'),
  customer: l('我的账单', 'My bills', 'Hóa đơn của tôi'),
  writeOffs: l('核销记录', 'Write-offs', 'Danh sách cấn trừ'),
} as const satisfies Record<string, Message>;

/** Field names of a bill and its fees: the screens' columns, the export's and the PDF's headings. */
export const BILL_FIELD_LABELS = {
  period: l('账期', 'Period', 'Kỳ'),
  billTime: l('出账时间', 'Bill time', 'Thời gian lập'),
  feeCount: l('费用条数', 'Fee rows', 'Số dòng phí'),
  total: l('账单金额', 'Bill total', 'Tổng hóa đơn'),
  writtenOff: l('已核销', 'Written off', 'Đã cấn trừ'),
  unwritten: l('未核销', 'Unwritten', 'Chưa cấn trừ'),
  cancelTime: l('取消时间', 'Cancel time', 'Thời gian hủy'),
  destination: l('目的国', 'Destination country', 'Nước đến'),
  originalValue: l('原币金额', 'Original amount', 'Số tiền nguyên tệ'),
  originalCurrency: l('原币币种', 'Original currency', 'Nguyên tệ'),
  billValue: l('账单币金额', 'Bill amount', 'Số tiền theo hóa đơn'),
  invoiceTitle: l('发票抬头', 'Invoice title', 'Tên hóa đơn'),
  totals: l('合计', 'Totals', 'Tổng cộng'),
} as const satisfies Record<string, Message>;
