import { NOTIFY_KIND_LABELS, NOTIFY_KINDS, type NotifyKind } from '@freightdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Segmented, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { MESSAGE_COUNTS_KEY } from '#web/shell/layout/message-counts.ts';
import { type MessageRow, notifyApi, notifyKeys } from './notify-api.ts';

type ReadFilter = 'all' | 'unread' | 'read';

/**
 * The notification centre (staff: OA → internal affairs; customers: `oa/notification`): the caller's
 * messages, newest first; opening one marks it read and follows its link.
 */
export function NotificationCentre() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<NotifyKind | undefined>();
  const [state, setState] = useState<ReadFilter>('all');
  const [page, setPage] = useState(1);
  const criteria = { kind, ...(state === 'all' ? {} : { read: state === 'read' }) };
  const list = useQuery({
    queryKey: [...notifyKeys.messages, criteria, page],
    queryFn: () => notifyApi.search(criteria, page),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: notifyKeys.messages });
    void queryClient.invalidateQueries({ queryKey: MESSAGE_COUNTS_KEY });
  };
  const readAll = useMutation({ mutationFn: notifyApi.readAll, onSuccess: refresh });
  const open = async (row: MessageRow) => {
    if (!row.read) {
      await notifyApi.read([row.id]);
      refresh();
    }
    if (row.link) navigate(row.link);
  };
  const kindLabel = (k: string | null) =>
    k && k in NOTIFY_KIND_LABELS ? NOTIFY_KIND_LABELS[k as NotifyKind][lang] : '';
  const columns: ColumnsType<MessageRow> = [
    {
      key: 'state',
      title: t('notify.state'),
      width: 90,
      render: (_, r) => (
        <Badge
          status={r.read ? 'default' : 'processing'}
          text={t(r.read ? 'notify.read' : 'notify.unread')}
        />
      ),
    },
    { key: 'kind', title: t('notify.kind'), width: 160, render: (_, r) => kindLabel(r.kind) },
    {
      key: 'title',
      title: t('notify.title'),
      render: (_, r) => (
        <Button type="link" onClick={() => void open(r)} data-testid="notification-open">
          {r.title}
        </Button>
      ),
    },
    { key: 'content', title: '', render: (_, r) => r.content ?? '' },
    {
      key: 'time',
      title: t('notify.time'),
      width: 150,
      render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm'),
    },
  ];
  return (
    <Card
      title={t('route.notificationCentre')}
      extra={
        <Button
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          data-testid="notification-read-all"
        >
          {t('notify.readAll')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          allowClear
          style={{ width: 220 }}
          placeholder={t('notify.allKinds')}
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage(1);
          }}
          options={NOTIFY_KINDS.map((k) => ({ value: k, label: NOTIFY_KIND_LABELS[k][lang] }))}
        />
        <Segmented<ReadFilter>
          value={state}
          onChange={(v) => {
            setState(v);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('notify.all') },
            { value: 'unread', label: t('notify.unread') },
            { value: 'read', label: t('notify.read') },
          ]}
        />
      </Space>
      <Table<MessageRow>
        rowKey="id"
        size="small"
        columns={columns}
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: t('notify.empty') }}
        pagination={{ current: page, pageSize: 20, total: list.data?.total ?? 0, onChange: setPage }}
      />
    </Card>
  );
}
