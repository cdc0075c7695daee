import type { Message } from '../../platform/messages/catalogue.ts';

/** The webhooks' server messages. */
export const WEBHOOK_MESSAGES = {
  webhookDisabledTitle: {
    'zh-CN': 'Webhook {0}已停用',
    'en-US': 'Webhook {0} was disabled',
    'vi-VN': 'Webhook {0} đã bị ngừng',
  },
  webhookDisabledContent: {
    'zh-CN': '连续{0}次投递失败，最后一次：{1}。修复接收地址后请重新启用。',
    'en-US': '{0} deliveries in a row failed, the last: {1}. Enable it again once the receiver is fixed.',
    'vi-VN': '{0} lần gửi liên tiếp thất bại, lần cuối: {1}. Hãy bật lại sau khi sửa địa chỉ nhận.',
  },
  webhookDisabledReason: {
    'zh-CN': '连续{0}次投递失败',
    'en-US': '{0} deliveries in a row failed',
    'vi-VN': '{0} lần gửi liên tiếp thất bại',
  },
} as const satisfies Record<string, Message>;
