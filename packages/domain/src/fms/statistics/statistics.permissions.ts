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

/** The statistics' titles by name (the screens' titles, read by the texts build by name). */
export const STATISTIC_TITLES = {
  fee: l('费用统计', 'Fee statistics', 'Thống kê chi phí'),
  profit: l('利润统计', 'Profit statistics', 'Thống kê lợi nhuận'),
  collection: l('回款率统计', 'Collection rate', 'Tỷ lệ thu hồi công nợ'),
  nonOperating: l(
    '营业外收支统计',
    'Non-operating income and expense statistics',
    'Thống kê thu chi ngoài kinh doanh',
  ),
  fund: l('资金统计', 'Fund statistics', 'Thống kê quỹ tiền'),
} as const satisfies Record<string, Message>;

/** Names of the codes in the grant tree. */
export const STATISTICS_PERMISSION_LABELS = {
  [STATISTICS_PERMISSION_CODES.feeStatistics]: STATISTIC_TITLES.fee,
  [STATISTICS_PERMISSION_CODES.profitStatistics]: STATISTIC_TITLES.profit,
  [STATISTICS_PERMISSION_CODES.collectionStatistics]: STATISTIC_TITLES.collection,
  [STATISTICS_PERMISSION_CODES.nonOperatingStatistics]: STATISTIC_TITLES.nonOperating,
  [STATISTICS_PERMISSION_CODES.fundStatistics]: STATISTIC_TITLES.fund,
} as const satisfies Record<string, Message>;
