import { Button, Drawer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementContent } from './AnnouncementContent.tsx';
import { announcementApi, type MyAnnouncement } from './announcement-api.ts';
import { useCountdown } from './countdown.ts';
import { useMyAnnouncements } from './use-my-announcements.ts';

/** Reloads the page once the last must-read announcement is confirmed (a seam for the jsdom test). */
export const pageReload = { run: () => window.location.reload() };

/**
 * The must-read drawer (a layout host of both areas): at sign-in it shows the unread must-read
 * announcements one after the other; each one's read button works only after its countdown.
 * Confirming marks it read; after the last one the page reloads (spec: the drawer reloads the page).
 */
export function AnnouncementDrawer() {
  const mine = useMyAnnouncements();
  const [queue, setQueue] = useState<MyAnnouncement[] | null>(null);
  if (queue === null && mine.data) setQueue(mine.data.filter((a) => a.popup));
  return queue?.length ? <MustReadDrawer queue={queue} /> : null;
}

function MustReadDrawer({ queue }: { queue: MyAnnouncement[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const current = queue[index]!;
  const left = useCountdown(current.countdownSeconds, current.id);
  const confirm = async () => {
    setBusy(true);
    try {
      await announcementApi.read(current.id);
      if (index + 1 < queue.length) setIndex(index + 1);
      else pageReload.run();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Drawer
      open
      title={current.title}
      closable={false}
      maskClosable={false}
      keyboard={false}
      size="large"
      data-testid="announcement-drawer"
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography.Text type="secondary">
            {queue.length > 1 ? t('announcement.progress', { index: index + 1, total: queue.length }) : ''}
          </Typography.Text>
          <Button
            type="primary"
            disabled={left > 0}
            loading={busy}
            onClick={() => void confirm().catch(() => undefined)}
            data-testid="announcement-confirm-read"
          >
            {left > 0 ? t('announcement.confirmReadIn', { seconds: left }) : t('announcement.confirmRead')}
          </Button>
        </div>
      }
    >
      <AnnouncementContent announcement={current} />
    </Drawer>
  );
}
