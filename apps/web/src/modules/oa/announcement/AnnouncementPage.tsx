import {
  ANNOUNCEMENT_PERMISSION_TYPE_LABELS,
  ANNOUNCEMENT_TYPE_LABELS,
  ANNOUNCEMENT_TYPES,
  hasPermission,
  Permission,
} from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Modal, Select, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { AnnouncementContent } from './AnnouncementContent.tsx';
import {
  ANNOUNCEMENT_VIEW,
  type AnnouncementRow,
  announcementApi,
  announcementKeys,
} from './announcement-api.ts';
import { ConfigDialog } from './ConfigDialog.tsx';
import { ReleaseDialog } from './ReleaseDialog.tsx';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/**
 * Announcements (OA): the released announcements, newest first, searched by title, type, sender and
 * send time (criteria in the URL); release, withdraw, the settings, and a detail with files and read count.
 */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const list = useListView<AnnouncementRow>(ANNOUNCEMENT_VIEW);
  const [releasing, setReleasing] = useState(false);
  const [configuring, setConfiguring] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const can = (code: string) => hasPermission(session.permissions, code);
  const refresh = () => queryClient.invalidateQueries({ queryKey: announcementKeys.all });
  const withdraw = async (row: AnnouncementRow) => {
    if (
      !(await confirmDialog({
        content: t('announcement.withdrawConfirm', { title: row.title }),
        danger: true,
      }))
    )
      return;
    await announcementApi.withdraw(row.id);
    void refresh();
  };

  const columns: ColumnsType<AnnouncementRow> = [
    {
      key: 'title',
      title: t('announcement.subject'),
      render: (_, r) => (
        <Button type="link" onClick={() => setShown(r.id)} data-testid={`announcement-row-${r.title}`}>
          {r.title}
        </Button>
      ),
    },
    {
      key: 'type',
      title: t('announcement.type'),
      render: (_, r) => ANNOUNCEMENT_TYPE_LABELS[r.type][lang],
      width: 110,
    },
    {
      key: 'audience',
      title: t('announcement.audience'),
      render: (_, r) => ANNOUNCEMENT_PERMISSION_TYPE_LABELS[r.permissionType][lang],
      width: 130,
    },
    {
      key: 'flags',
      title: t('announcement.mustRead'),
      render: (_, r) => (
        <Space size={4} wrap>
          {r.mustRead && <Tag color="orange">{`${t('announcement.mustRead')} ${r.countdownSeconds}s`}</Tag>}
          {r.isRoll && <Tag color="gold">{t('announcement.isRoll')}</Tag>}
          {r.withdrawn && <Tag>{t('announcement.withdrawn')}</Tag>}
        </Space>
      ),
    },
    { key: 'sender', title: t('announcement.sender'), dataIndex: 'senderName', width: 160 },
    { key: 'sendTime', title: t('announcement.sendTime'), render: (_, r) => time(r.sendTime), width: 140 },
    {
      key: 'readCount',
      title: t('announcement.readCount'),
      dataIndex: 'readCount',
      align: 'right',
      width: 90,
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 90,
      render: (_, r) =>
        can(Permission.announcementWithdraw) && !r.withdrawn ? (
          <Button size="small" danger onClick={() => void withdraw(r).catch(() => undefined)}>
            {t('announcement.withdraw')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="announcement-page">
      <SearchFormCard {...list.search} submitTestId="announcement-search">
        <SearchItem name="title" label={t('announcement.subject')} lg={6}>
          <Input allowClear maxLength={200} />
        </SearchItem>
        <SearchItem name="type" label={t('announcement.type')} lg={4}>
          <Select
            allowClear
            options={ANNOUNCEMENT_TYPES.map((k) => ({ value: k, label: ANNOUNCEMENT_TYPE_LABELS[k][lang] }))}
          />
        </SearchItem>
        <SearchItem name="senderId" label={t('announcement.sender')} lg={5}>
          <RefSelect entity="employee" />
        </SearchItem>
        <SearchItem name="sendTime" label={t('announcement.sendTime')} lg={8}>
          <DateRangePicker />
        </SearchItem>
      </SearchFormCard>
      <Card
        size="small"
        extra={
          <Space>
            {can(Permission.announcementConfig) && (
              <Button onClick={() => setConfiguring(true)} data-testid="announcement-config">
                {t('announcement.config')}
              </Button>
            )}
            {can(Permission.announcementRelease) && (
              <Button type="primary" onClick={() => setReleasing(true)} data-testid="announcement-release">
                {t('announcement.release')}
              </Button>
            )}
          </Space>
        }
      >
        <Table<AnnouncementRow>
          size="small"
          rowKey="id"
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          pagination={list.pagination}
          data-testid="announcement-table"
        />
      </Card>
      <ReleaseDialog
        open={releasing}
        onClose={() => setReleasing(false)}
        onReleased={(count) => {
          setReleasing(false);
          void message.success(t('announcement.released', { count }));
          void refresh();
          void queryClient.invalidateQueries({ queryKey: announcementKeys.mine });
        }}
      />
      <ConfigDialog open={configuring} onClose={() => setConfiguring(false)} />
      {shown && <DetailModal id={shown} onClose={() => setShown(null)} />}
    </Space>
  );
}

function DetailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...announcementKeys.all, 'detail', id],
    queryFn: () => announcementApi.detail(id),
  });
  const d = detail.data;
  return (
    <Modal
      open
      title={d?.title ?? ''}
      onCancel={onClose}
      footer={null}
      width={720}
      data-testid="announcement-detail"
    >
      {d && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <AnnouncementContent announcement={d} />
          <span>
            {t('announcement.readCount')}: <b data-testid="announcement-read-count">{d.readCount}</b>
          </span>
        </Space>
      )}
    </Modal>
  );
}
