import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Names of the groupings and value columns of the finance statistics (screens and exported sheets). */
export const STATISTIC_GROUP_LABELS = {
  day: l('按日', 'By day', 'Theo ngày'),
  week: l('按周', 'By week', 'Theo tuần'),
  month: l('按月', 'By month', 'Theo tháng'),
  customer: l('按客户', 'By customer', 'Theo khách hàng'),
  product: l('按产品', 'By product', 'Theo sản phẩm'),
  channel: l('按渠道', 'By channel', 'Theo kênh'),
  country: l('按国家', 'By country', 'Theo quốc gia'),
  followUser: l('按应收财务', 'By receivable finance', 'Theo kế toán phải thu'),
  subject: l('按科目', 'By subject', 'Theo khoản mục'),
} as const satisfies Record<string, Message>;

export const STATISTIC_VALUE_LABELS = {
  group: l('分组', 'Group', 'Nhóm'),
  currency: l('统计币种', 'Currency', 'Loại tiền'),
  waybills: l('运单票数', 'Waybill count', 'Số lượng vận đơn'),
  customer: l('客户费用', 'Customer fees', 'Phí khách hàng'),
  agent: l('代理费用', 'Agent fees', 'Phí đại lý'),
  income: l('收入', 'Income', 'Thu'),
  cost: l('成本', 'Cost', 'Chi phí giá vốn'),
  profit: l('利润', 'Profit', 'Lợi nhuận'),
  localIncome: l('本位币收入', 'Income (local)', 'Thu (nội tệ)'),
  localCost: l('本位币成本', 'Cost (local)', 'Giá vốn (nội tệ)'),
  localProfit: l('本位币利润', 'Profit (local)', 'Lợi nhuận (nội tệ)'),
  bills: l('账单数量', 'Bills', 'Số lượng hóa đơn'),
  billed: l('出账金额', 'Billed', 'Đã lập hóa đơn'),
  collected: l('回款金额', 'Collected', 'Đã thu'),
  rate: l('回款率 %', 'Collection rate %', 'Tỷ lệ thu %'),
  entries: l('笔数', 'Entries', 'Số bút toán'),
  expense: l('支出', 'Expense', 'Chi'),
  net: l('净额', 'Net', 'Ròng'),
  account: l('账户', 'Account', 'Tài khoản'),
  opening: l('期初', 'Opening', 'Đầu kỳ'),
  inflow: l('流入', 'In', 'Vào'),
  outflow: l('流出', 'Out', 'Ra'),
  balance: l('期末余额', 'Balance', 'Số dư cuối'),
  total: l('合计', 'Total', 'Tổng cộng'),
} as const satisfies Record<string, Message>;

export type StatisticColumn = keyof typeof STATISTIC_VALUE_LABELS;

/** The value columns of each statistic's table and sheet, after the group (the row field of `account` is `accountName`). */
export const STATISTIC_COLUMNS = {
  fee: ['currency', 'waybills', 'customer', 'agent'],
  profit: ['currency', 'waybills', 'income', 'cost', 'profit', 'localIncome', 'localCost', 'localProfit'],
  collection: ['currency', 'bills', 'billed', 'collected', 'rate'],
  nonOperating: ['currency', 'entries', 'income', 'expense', 'net'],
  fund: ['account', 'currency', 'inflow', 'outflow', 'balance'],
} as const satisfies Record<string, readonly StatisticColumn[]>;

/** The columns of the fund's totals (per currency over the range). */
export const FUND_TOTAL_COLUMNS = ['currency', 'opening', 'inflow', 'outflow', 'balance'] as const;

/** Columns that hold counts or text rather than money. */
export const STATISTIC_PLAIN_COLUMNS: readonly StatisticColumn[] = [
  'currency',
  'account',
  'waybills',
  'bills',
  'entries',
];

/** The row field a column reads. */
export const statisticField = (column: StatisticColumn): string =>
  column === 'account' ? 'accountName' : column;
