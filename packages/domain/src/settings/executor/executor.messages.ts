import type { Message } from '../../platform/messages/catalogue.ts';

/** Refusals of an executor's rows (back-office §5), numbered from 1. */
export const EXECUTOR_MESSAGES = {
  executorActionsEmpty: {
    'zh-CN': '请至少添加一个动作',
    'en-US': 'Add at least one action',
    'vi-VN': 'Vui lòng thêm ít nhất một hành động',
  },
  executorRowFieldEmpty: {
    'zh-CN': '第{0}行动作的{1}不能为空',
    'en-US': 'Action row {0}: {1} cannot be empty',
    'vi-VN': 'Hành động dòng {0}: {1} không được để trống',
  },
  executorCustomerNotifyEmpty: {
    'zh-CN': '第{0}行客户通知的内容不能为空',
    'en-US': 'Action row {0}: the customer notification has no content',
    'vi-VN': 'Hành động dòng {0}: thông báo cho khách hàng chưa có nội dung',
  },
  executorTriggersEmpty: {
    'zh-CN': '请至少选择一个触发事件',
    'en-US': 'Choose at least one event',
    'vi-VN': 'Vui lòng chọn ít nhất một sự kiện',
  },
  executorTriggerDuplicated: {
    'zh-CN': '触发事件“{0}”重复',
    'en-US': 'Event "{0}" is listed twice',
    'vi-VN': 'Sự kiện "{0}" bị trùng',
  },
  executorNotifyTitle: {
    'zh-CN': '运单{0}：{1}',
    'en-US': 'Waybill {0}: {1}',
    'vi-VN': 'Vận đơn {0}: {1}',
  },
} as const satisfies Record<string, Message>;
