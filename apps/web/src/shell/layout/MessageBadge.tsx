import { BellOutlined } from '@ant-design/icons';
import { BADGE_CAP } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../request/http.ts';

type MessageCount = { messageCount: number; workOrderCount: number };

/** How often the header asks for new counters (a background, quiet call). */
const MESSAGE_COUNT_REFRESH_MS = 60_000;

/** Unread messages plus open work orders, capped at 99+. */
export function MessageBadge() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['platform', 'message', 'count'],
    queryFn: () => get<MessageCount>('platform/message/count', undefined, { quiet: true }),
    refetchInterval: MESSAGE_COUNT_REFRESH_MS,
  });
  const messages = data?.messageCount ?? 0;
  const workOrders = data?.workOrderCount ?? 0;
  return (
    <Tooltip title={t('layout.messages', { messages, workOrders })}>
      <Badge count={messages + workOrders} overflowCount={BADGE_CAP} size="small" data-testid="message-badge">
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={t('layout.messages', { messages, workOrders })}
        />
      </Badge>
    </Tooltip>
  );
}
