import type { Message } from '../../platform/messages/catalogue.ts';

/** Answers of the sort scan. */
export const SORTING_RULE_MESSAGES = {
  sortCodeOf: {
    'zh-CN': '运单{0}的分拣码：{1}',
    'en-US': 'Sort code of waybill {0}: {1}',
    'vi-VN': 'Mã phân loại của vận đơn {0}: {1}',
  },
  sortNoRuleMatches: {
    'zh-CN': '没有分拣规则匹配运单{0}',
    'en-US': 'No sorting rule matches waybill {0}',
    'vi-VN': 'Không có quy tắc phân loại nào khớp vận đơn {0}',
  },
  sortRuleOutcome: {
    'zh-CN': '分拣码 {0}',
    'en-US': 'Sort code {0}',
    'vi-VN': 'Mã phân loại {0}',
  },
} as const satisfies Record<string, Message>;
