import { useQueryClient } from '@tanstack/react-query';
import { Button, Collapse, Empty, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementContent } from './AnnouncementContent.tsx';
import { announcementKeys, type MyAnnouncement, readerApi } from './announcement-reader.ts';
import { useMyAnnouncements } from './use-my-announcements.ts';

/** "My announcements": unread first; read one, read all. */
export function MyAnnouncements({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mine = useMyAnnouncements();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: announcementKeys.mine });
  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      await refresh();
    } finally {
      setBusy(false);
    }
  };
  const rows = mine.data ?? [];
  const label = (a: MyAnnouncement) => (
    <Space wrap>
      {!a.readAt && <Tag color="red">{t('announcement.unread')}</Tag>}
      {a.mustRead && <Tag color="orange">{t('announcement.mustRead')}</Tag>}
      <span>{a.title}</span>
    </Space>
  );
  return (
    <Modal
      open
      title={t('announcement.mine')}
      onCancel={onClose}
      width={720}
      data-testid="my-announcements"
      footer={
        <Space>
          <Button
            disabled={!rows.some((a) => !a.readAt)}
            loading={busy}
            onClick={() => void act(readerApi.readAll).catch(() => undefined)}
            data-testid="announcement-read-all"
          >
            {t('announcement.readAll')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </Space>
      }
    >
      {rows.length ? (
        <Collapse
          items={rows.map((a) => ({
            key: a.id,
            label: label(a),
            extra: a.readAt ? null : (
              <Button
                size="small"
                loading={busy}
                onClick={(e) => {
                  e.stopPropagation();
                  void act(() => readerApi.read(a.id)).catch(() => undefined);
                }}
                data-testid={`announcement-read-${a.id}`}
              >
                {t('announcement.markRead')}
              </Button>
            ),
            children: <AnnouncementContent announcement={a} />,
          }))}
        />
      ) : (
        <Empty description={t('announcement.none')} />
      )}
    </Modal>
  );
}
