import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '#web/shell/session/session-store.ts';
import { BELL_POLL_MS, badgeText, centrePath, notifyApi, notifyKeys } from './notify-api.ts';

/** The header bell: the caller's unread messages (polled every minute); opens the notification centre. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const count = useQuery({
    queryKey: notifyKeys.count,
    queryFn: notifyApi.count,
    refetchInterval: BELL_POLL_MS,
  });
  const text = badgeText(count.data?.messageCount ?? 0);
  return (
    <Button
      type="text"
      aria-label={t('notify.bell')}
      data-testid="notification-bell"
      onClick={() => navigate(centrePath(session.userType))}
    >
      <Badge count={text} size="small" data-testid="notification-badge">
        <BellOutlined />
      </Badge>
    </Button>
  );
}
