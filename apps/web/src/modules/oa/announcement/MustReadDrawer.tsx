import { Button, Drawer, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementContent } from './AnnouncementContent.tsx';
import { type MyAnnouncement, readerApi } from './announcement-reader.ts';
import { pageReload, useCountdown } from './countdown.ts';

/** The unread must-read announcements one after the other, each read only after its countdown. */
export function MustReadDrawer({ queue }: { queue: MyAnnouncement[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const current = queue[index]!;
  const left = useCountdown(current.countdownSeconds, current.id);
  const confirm = async () => {
    setBusy(true);
    try {
      await readerApi.read(current.id);
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
