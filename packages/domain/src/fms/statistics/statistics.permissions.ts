import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of the finance statistics, one per statistic (DESIGN §4 key paths). */
export const STATISTICS_PERMISSION_CODES = {
  feeStatistics: 'fms/statistics/fee',
  profitStatistics: 'fms/statistics/profit',
  collectionStatistics: 'fms/statistics/collection',
  nonOperatingStatistics: 'fms/statistics/nonOperating',
  fundStatistics: 'fms/statistics/fund',
} as const;

/** Names of the codes in the grant tree (and the screens' titles). */
export const STATISTICS_PERMISSION_LABELS = {
  'fms/statistics/fee': l('费用统计', 'Fee statistics', 'Thống kê chi phí'),
  'fms/statistics/profit': l('利润统计', 'Profit statistics', 'Thống kê lợi nhuận'),
  'fms/statistics/collection': l('回款率统计', 'Collection rate', 'Tỷ lệ thu hồi công nợ'),
  'fms/statistics/nonOperating': l(
    '营业外收支统计',
    'Non-operating income and expense statistics',
    'Thống kê thu chi ngoài kinh doanh',
  ),
  'fms/statistics/fund': l('资金统计', 'Fund statistics', 'Thống kê quỹ tiền'),
} as const satisfies Record<string, Message>;
