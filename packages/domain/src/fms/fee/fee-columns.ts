import { L } from '../../platform/entity/common-labels.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

// apart from lms-fee-titles.ts: the first screen reads the titles, and a module it loads is kept whole
/** Column names of the fee lists and their export (server sheet headers, web table titles). */
export const FEE_COLUMN_LABELS = {
  waybillNo: l('运单号', 'Waybill number', 'Số vận đơn'),
  customerNo: l('客户单号', 'Customer number', 'Số đơn khách hàng'),
  party: l('结算对象', 'Settlement party', 'Đối tượng thanh toán'),
  customer: l('客户', 'Customer', 'Khách hàng'),
  agent: l('代理', 'Agent', 'Đại lý'),
  subjectName: l('费用名称', 'Fee subject', 'Khoản phí'),
  value: l('金额', 'Amount', 'Số tiền'),
  currency: l('币种', 'Currency', 'Tiền tệ'),
  exchangeRate: l('汇率', 'Exchange rate', 'Tỷ giá'),
  conversionValue: l('本位币金额', 'Local amount', 'Số tiền quy đổi'),
  exchangeLoss: l('汇兑损失', 'Exchange loss', 'Lỗ tỷ giá'),
  exchangeLossRate: l('核销汇率', 'Write-off rate', 'Tỷ giá cấn trừ'),
  status: l('状态', 'Status', 'Trạng thái'),
  isManual: l('手动', 'Manual', 'Thủ công'),
  isCheck: l('已审核', 'Checked', 'Đã kiểm tra'),
  calErrorMsg: l('计费错误', 'Calculation error', 'Lỗi tính phí'),
  billNo: l('账单号', 'Bill number', 'Số hóa đơn'),
  receiveTime: l('收货时间', 'Receive time', 'Thời gian nhận'),
  belongTime: l('费用归属时间', 'Belong time', 'Thời gian thuộc về'),
  createdByName: l('创建人', 'Created by', 'Người tạo'),
  customerFeeTotal: l('应收合计', 'Customer fee total', 'Tổng phí khách hàng'),
  agentFeeTotal: l('应付合计', 'Agent fee total', 'Tổng phí đại lý'),
  profit: l('利润', 'Profit', 'Lợi nhuận'),
  customerFeeCount: l('应收条数', 'Customer fee rows', 'Số dòng phí khách hàng'),
  agentFeeCount: l('应付条数', 'Agent fee rows', 'Số dòng phí đại lý'),
} as const satisfies Record<string, Message>;

/**
 * Texts every fee list screen shows alike (freight and parcel fees): one message each, which the
 * screens' texts name (their English singulars stay beside them).
 */
export const FEE_LIST_LABELS = {
  numbersHint: l(
    '最多200个单号，每行一个或用空格分隔',
    'Up to 200 numbers, one per line or separated by spaces',
    'Tối đa 200 số, mỗi dòng một số hoặc cách nhau bằng dấu cách',
  ),
  export: L.export,
  confirm: L.confirm,
  unconfirm: l('取消确认', 'Unconfirm', 'Bỏ xác nhận'),
  confirmConfirm: l(
    '将{{count}}条预估费用确认，是否继续？',
    'Confirm {{count}} estimated fee rows, continue?',
    'Xác nhận {{count}} dòng phí dự tính, tiếp tục?',
  ),
  unconfirmConfirm: l(
    '将{{count}}条已确认费用改回预估，是否继续？',
    'Return {{count}} confirmed fee rows to estimated, continue?',
    'Đưa {{count}} dòng phí đã xác nhận về dự tính, tiếp tục?',
  ),
  done: l('已修改{{count}}条费用', '{{count}} fee rows changed', 'Đã thay đổi {{count}} dòng phí'),
  totals: l('全部符合条件的合计：', 'Totals of all matching rows:', 'Tổng của mọi dòng phù hợp:'),
  empty: l('没有符合条件的费用', 'No fees match the criteria', 'Không có phí phù hợp với điều kiện'),
} as const satisfies Record<string, Message>;
