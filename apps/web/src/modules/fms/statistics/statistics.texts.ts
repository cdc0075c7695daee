import { l, STATISTIC_TITLES } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the finance statistics screens (groupings and columns are the domain's statistic labels). */
export const texts = {
  statistics: {
    route: {
      fee: STATISTIC_TITLES.fee,
      profit: STATISTIC_TITLES.profit,
      collection: STATISTIC_TITLES.collection,
      nonOperating: STATISTIC_TITLES.nonOperating,
      fund: STATISTIC_TITLES.fund,
    },
    period: l('统计期间', 'Period', 'Kỳ thống kê'),
    groupBy: l('统计维度', 'Group by', 'Thống kê theo'),
    export: l('导出 Excel', 'Export to Excel', 'Xuất Excel'),
    drill: l('查看明细', 'Open the list', 'Xem danh sách'),
    chartLoading: l('图表加载中…', 'Loading the chart…', 'Đang tải biểu đồ…'),
  },
} satisfies TextTree;
