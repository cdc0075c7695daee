import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { webhook } from './webhook.entity.ts';

/** Names of the webhook codes in the grant tree (the screen's own name comes from the entity). */
export const WEBHOOK_PERMISSION_LABELS: Readonly<Record<string, Message>> = {
  [webhook.clientPermission!]: l(
    'Webhook（客户端）',
    'Webhooks (customer portal)',
    'Webhook (cổng khách hàng)',
  ),
  [`${webhook.permission}:secret`]: l('查看签名密钥', 'View the signing secret', 'Xem khóa ký'),
  [`${webhook.permission}:test`]: l('发送测试', 'Send test', 'Gửi thử'),
};
