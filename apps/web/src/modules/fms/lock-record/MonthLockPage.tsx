import { hasPermission, Permission, recentMonths } from '@freightdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { LockReasonDialog } from './LockReasonDialog.tsx';
import { LOCK_RECORD_VIEW, type LockRecord, lockRecordApi, lockRecordKeys } from './lock-record-api.ts';

type MonthRow = { month: string; lockedAt: string | null };
const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

/**
 * Month lock (`/fms/lock-record`, back-office §4): the last 24 accounting months with their state,
 * lock / unlock with a reason (each its own grant), the carry-over of a locked month's unbilled fees
 * (`fms/carryOver:run`), and the lock record below, its month criterion and page in the URL.
 */
export function MonthLockPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const client = useQueryClient();
  const can = (code: string) => hasPermission(permissions, code);
  const list = useListView<LockRecord>(LOCK_RECORD_VIEW);
  const locked = useQuery({ queryKey: lockRecordKeys.months, queryFn: lockRecordApi.months });
  const [dialog, setDialog] = useState<{ month: string; unlock: boolean } | null>(null);

  const rows = useMemo<MonthRow[]>(() => {
    const at = new Map((locked.data ?? []).map((m) => [m.month, m.lockedAt]));
    return recentMonths(new Date(), 24).map((month) => ({ month, lockedAt: at.get(month) ?? null }));
  }, [locked.data]);

  const changed = async () => {
    await client.invalidateQueries({ queryKey: lockRecordKeys.months });
    await list.refetch();
  };
  const toggle = async (reason: string) => {
    const { month, unlock } = dialog!;
    if (unlock) await lockRecordApi.unlock(month, reason);
    else await lockRecordApi.lock(month, reason || undefined);
    void message.success(t(unlock ? 'lockRecord.unlockedDone' : 'lockRecord.lockedDone', { month }));
    await changed();
  };
  const carryOver = async (month: string) => {
    if (!(await confirmDialog({ content: t('lockRecord.carryOverConfirm', { month }) }))) return;
    await lockRecordApi.carryOver(month);
    void message.success(t('lockRecord.carryOverQueued', { month }));
  };

  const monthColumns: ColumnsType<MonthRow> = [
    { key: 'month', title: t('lockRecord.month'), dataIndex: 'month', width: 140 },
    {
      key: 'state',
      title: t('lockRecord.state'),
      width: 120,
      render: (_, r) =>
        r.lockedAt ? (
          <Tag color="red">{t('lockRecord.isLocked')}</Tag>
        ) : (
          <Tag color="green">{t('lockRecord.isOpen')}</Tag>
        ),
    },
    {
      key: 'lockedAt',
      title: t('lockRecord.lockedAt'),
      render: (_, r) => (r.lockedAt ? time(r.lockedAt) : '—'),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) => (
        <Space size="small">
          {!r.lockedAt && can(`${Permission.lockRecord}:lock`) && (
            <Button
              size="small"
              type="link"
              data-testid={`month-lock-${r.month}`}
              onClick={() => setDialog({ month: r.month, unlock: false })}
            >
              {t('lockRecord.lock')}
            </Button>
          )}
          {r.lockedAt && can(`${Permission.lockRecord}:unlock`) && (
            <Button
              size="small"
              type="link"
              danger
              data-testid={`month-unlock-${r.month}`}
              onClick={() => setDialog({ month: r.month, unlock: true })}
            >
              {t('lockRecord.unlock')}
            </Button>
          )}
          {r.lockedAt && can(`${Permission.carryOver}:run`) && (
            <Button
              size="small"
              type="link"
              data-testid={`month-carry-over-${r.month}`}
              onClick={() => void carryOver(r.month).catch(() => undefined)}
            >
              {t('lockRecord.carryOver')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  const recordColumns: ColumnsType<LockRecord> = [
    { key: 'createdAt', title: t('lockRecord.time'), render: (_, r) => time(r.createdAt), width: 150 },
    { key: 'month', title: t('lockRecord.month'), dataIndex: 'month', width: 120 },
    {
      key: 'locked',
      title: t('lockRecord.action'),
      width: 100,
      render: (_, r) => (r.locked ? t('lockRecord.lock') : t('lockRecord.unlock')),
    },
    { key: 'reason', title: t('lockRecord.reason'), render: (_, r) => r.reason ?? '—' },
    { key: 'by', title: t('lockRecord.operator'), render: (_, r) => r.createdByName ?? '—', width: 140 },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="month-lock-page">
      <Card size="small" title={t('lockRecord.months')}>
        <Table<MonthRow>
          size="small"
          rowKey="month"
          loading={locked.isFetching}
          dataSource={rows}
          columns={monthColumns}
          pagination={{ pageSize: 12, showSizeChanger: false }}
          data-testid="month-lock-months"
        />
      </Card>
      <SearchFormCard {...list.search} submitTestId="lock-record-search">
        <SearchItem name="month" label={t('lockRecord.month')} lg={5}>
          <Input allowClear maxLength={7} placeholder="YYYY-MM" data-testid="lock-record-month" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" title={t('lockRecord.record')}>
        <Table<LockRecord>
          size="small"
          rowKey="id"
          loading={list.loading}
          dataSource={list.rows}
          columns={recordColumns}
          pagination={{ ...list.pagination, showTotal: (total) => t('lockRecord.total_count', { total }) }}
          data-testid="lock-record-table"
        />
      </Card>
      {dialog && (
        <LockReasonDialog
          month={dialog.month}
          unlock={dialog.unlock}
          onOk={toggle}
          onClose={() => setDialog(null)}
        />
      )}
    </Space>
  );
}
