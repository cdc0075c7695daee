import { NotificationOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Collapse, Empty, Modal, Space, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementContent } from './AnnouncementContent.tsx';
import { announcementApi, announcementKeys, type MyAnnouncement } from './announcement-api.ts';
import { useMyAnnouncements, useUnreadAnnouncements } from './use-my-announcements.ts';

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
        <Badge count={count} size="small" data-testid="announcement-unread-count">
          <Button
            type="text"
            icon={<NotificationOutlined />}
            aria-label={t('announcement.mine')}
            onClick={() => setOpen(true)}
            data-testid="announcement-bell"
          />
        </Badge>
      </Tooltip>
      {open && <MyAnnouncements onClose={() => setOpen(false)} />}
    </>
  );
}

function MyAnnouncements({ onClose }: { onClose: () => void }) {
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
            onClick={() => void act(announcementApi.readAll).catch(() => undefined)}
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
                  void act(() => announcementApi.read(a.id)).catch(() => undefined);
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
