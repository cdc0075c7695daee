import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the finance statistics. */
export const STATISTICS_MESSAGES = {
  statisticRange: {
    'zh-CN': '统计期间须开始日不晚于结束日，且不超过{0}天',
    'en-US': 'The statistic period must start no later than it ends and span at most {0} days',
    'vi-VN': 'Kỳ thống kê phải bắt đầu không muộn hơn ngày kết thúc và dài tối đa {0} ngày',
  },
} satisfies Record<string, Message>;
