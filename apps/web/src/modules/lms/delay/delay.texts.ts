import { BUSINESS_LOG_ACTIONS, DELAY_TITLES, l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Texts of delay management (shared column names are the detain screen's). */
export const texts = {
  delay: {
    title: DELAY_TITLES.list,
    reason: l('延误原因', 'Delay reason', 'Lý do trễ hạn'),
    time: l('延误时间', 'Delayed at', 'Thời điểm trễ hạn'),
    by: l('延误登记人', 'Delayed by', 'Người ghi trễ hạn'),
    delay: BUSINESS_LOG_ACTIONS.delay,
    cancelDelay: BUSINESS_LOG_ACTIONS.cancelDelay,
    nos: l(
      '要登记延误的运单号（每行一个）',
      'Waybill numbers to delay (one a line)',
      'Số vận đơn cần ghi trễ hạn (mỗi dòng một số)',
    ),
    cancelQuestion: l(
      '取消选中的 {{count}} 票运单的延误？',
      'Cancel the delay of the {{count}} selected waybills?',
      'Hủy trễ hạn của {{count}} vận đơn đã chọn?',
    ),
  },
  permissionAction: {
    delay: BUSINESS_LOG_ACTIONS.delay,
    cancelDelay: BUSINESS_LOG_ACTIONS.cancelDelay,
  },
} satisfies TextTree;
