import { l, SORT_CODE_LABEL } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of the sorting rules and the sort scan screen, in zh-CN, en-US and vi-VN. */
export const texts = {
  sortScan: {
    route: l('分拣扫描', 'Sort scan', 'Quét phân loại'),
    input: l('扫描运单号或跟踪号', 'Scan a waybill or track number', 'Quét số vận đơn hoặc số theo dõi'),
    sortCode: SORT_CODE_LABEL,
    waiting: l('请扫描运单', 'Scan a waybill', 'Hãy quét một vận đơn'),
    noRule: l('无匹配规则', 'No rule matches', 'Không có quy tắc khớp'),
    history: l('最近扫描', 'Last scans', 'Lần quét gần đây'),
    rule: l('规则', 'Rule', 'Quy tắc'),
  },
} satisfies TextTree;
