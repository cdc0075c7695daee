import { NotificationOutlined } from '@ant-design/icons';
import { badgeText } from '@freightdesk/domain';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeaderCount } from '#web/shell/layout/HeaderCount.tsx';
import { useUnreadAnnouncements } from './use-my-announcements.ts';

// the list opens on a click: its parts load then, not with every first screen
const MyAnnouncements = lazy(() =>
  import('./MyAnnouncements.tsx').then((m) => ({ default: m.MyAnnouncements })),
);

/**
 * The header item of both areas: the unread announcement count, opening "my announcements" (unread
 * first; read one, read all). A site message's link `?announcementId=` opens it too.
 */
export function AnnouncementBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const count = useUnreadAnnouncements().data ?? 0;
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('announcementId')) setOpen(true);
  }, []);
  return (
    <>
      <Tooltip title={t('announcement.mine')}>
        <Button
          type="text"
          aria-label={t('announcement.mine')}
          onClick={() => setOpen(true)}
          data-testid="announcement-bell"
        >
          <HeaderCount text={badgeText(count)} testId="announcement-unread-count">
            <NotificationOutlined />
          </HeaderCount>
        </Button>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <MyAnnouncements onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
