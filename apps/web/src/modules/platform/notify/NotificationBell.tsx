import { BellOutlined } from '@ant-design/icons';
import { badgeText } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HeaderCount } from '#web/shell/layout/HeaderCount.tsx';
import {
  fetchMessageCounts,
  MESSAGE_COUNTS_KEY,
  MESSAGE_COUNTS_POLL_MS,
} from '#web/shell/layout/message-counts.ts';
import { useSession } from '#web/shell/session/session-store.ts';

/** The notification centre of the caller's area. */
const centrePath = (userType: 'staff' | 'customer') =>
  userType === 'customer' ? '/client/oa/notification' : '/oa/notification';

/** The header bell: the caller's unread messages (polled every minute); opens the notification centre. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const count = useQuery({
    queryKey: MESSAGE_COUNTS_KEY,
    queryFn: fetchMessageCounts,
    refetchInterval: MESSAGE_COUNTS_POLL_MS,
  });
  const text = badgeText(count.data?.messageCount ?? 0);
  return (
    <Button
      type="text"
      aria-label={t('notify.bell')}
      data-testid="notification-bell"
      onClick={() => navigate(centrePath(session.userType))}
    >
      <HeaderCount text={text} testId="notification-badge">
        <BellOutlined />
      </HeaderCount>
    </Button>
  );
}
