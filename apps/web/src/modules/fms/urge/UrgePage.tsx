import { hasPermission, Permission, URGE_RESULT_LABELS, type UrgeResult } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { URGE_VIEW, type UrgeOverdueRow, type UrgeRecordRow, urgeApi, urgeKeys } from './urge-api.ts';

const RESULT_COLORS: Record<UrgeResult, string> = { queued: 'processing', sent: 'success', failed: 'error' };
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/**
 * Urge (`/fms/urge`): the open bills past the customer's settlement terms, most overdue first, with
 * a reminder email sent per selected bill (a durable task each, once a day), and the reminders sent
 * with their result. Criteria and tab in the URL.
 */
export function UrgePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const dataScope = useDataScope(true);
  const list = useListView<UrgeOverdueRow | UrgeRecordRow>(URGE_VIEW, { permissionScope: dataScope.scope });
  const tab = list.state.tab ?? 'overdue';
  const [selected, setSelected] = useState<string[]>([]);
  const canSend = hasPermission(session.permissions, Permission.urgeSend);
  const send = useMutation({
    mutationFn: () => urgeApi.send(selected),
    onSuccess: (answer) => {
      void message.success(t('urge.sent', answer));
      setSelected([]);
      void queryClient.invalidateQueries({ queryKey: urgeKeys.all });
    },
  });

  const customer = (r: { customerCode: string; customerName: string }) =>
    `${r.customerCode} ${r.customerName}`;
  const overdueColumns: ColumnsType<UrgeOverdueRow> = [
    { key: 'billNo', title: t('urge.billNo'), dataIndex: 'billNo', width: 150 },
    { key: 'customer', title: t('urge.customer'), render: (_, r) => customer(r) },
    { key: 'billTime', title: t('urge.billTime'), render: (_, r) => time(r.billTime), width: 140 },
    { key: 'dueTime', title: t('urge.dueTime'), render: (_, r) => time(r.dueTime), width: 140 },
    { key: 'overdueDays', title: t('urge.overdueDays'), dataIndex: 'overdueDays', align: 'right', width: 90 },
    {
      key: 'unwritten',
      title: t('urge.unwritten'),
      align: 'right',
      render: (_, r) => `${r.unwritten} ${r.currency}`,
    },
    { key: 'email', title: t('urge.email'), render: (_, r) => r.email ?? '—' },
    { key: 'urgeCount', title: t('urge.urgeCount'), dataIndex: 'urgeCount', align: 'right', width: 80 },
  ];
  const recordColumns: ColumnsType<UrgeRecordRow> = [
    { key: 'billNo', title: t('urge.billNo'), dataIndex: 'billNo', width: 150 },
    { key: 'customer', title: t('urge.customer'), render: (_, r) => customer(r) },
    { key: 'channel', title: t('urge.channel'), render: () => t('urge.email') },
    { key: 'to', title: t('urge.to'), render: (_, r) => r.to ?? '—' },
    { key: 'time', title: t('urge.time'), render: (_, r) => time(r.sentAt ?? r.createdAt), width: 140 },
    { key: 'by', title: t('urge.by'), render: (_, r) => r.createdByName ?? '' },
    {
      key: 'result',
      title: t('urge.result'),
      render: (_, r) => (
        <Tag
          color={RESULT_COLORS[r.result]}
          title={r.error ?? undefined}
          data-testid={`urge-result-${r.billNo}`}
        >
          {URGE_RESULT_LABELS[r.result][lang]}
        </Tag>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="urge-page">
      <SearchFormCard {...list.search} submitTestId="urge-search">
        <SearchItem name="customerId" label={t('urge.customer')} lg={6}>
          <RefSelect entity="customer" />
        </SearchItem>
        {tab === 'records' && (
          <SearchItem name="billNo" label={t('urge.billNo')} lg={5}>
            <Input allowClear maxLength={50} />
          </SearchItem>
        )}
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Tabs
          activeKey={tab}
          onChange={(next) => {
            setSelected([]);
            list.update({ tab: next, page: 1 });
          }}
          items={[
            { key: 'overdue', label: t('urge.overdue') },
            { key: 'records', label: t('urge.records') },
          ]}
          tabBarExtraContent={
            tab === 'overdue' && canSend ? (
              <Button
                type="primary"
                disabled={!selected.length}
                loading={send.isPending}
                onClick={() => send.mutate()}
                data-testid="urge-send"
              >
                {t('urge.send')}
              </Button>
            ) : null
          }
        />
        {tab === 'overdue' ? (
          <Table<UrgeOverdueRow>
            size="small"
            rowKey="id"
            loading={list.loading}
            dataSource={list.rows as UrgeOverdueRow[]}
            columns={overdueColumns}
            pagination={list.pagination}
            rowSelection={
              canSend
                ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
                : undefined
            }
            data-testid="urge-overdue-table"
          />
        ) : (
          <Table<UrgeRecordRow>
            size="small"
            rowKey="id"
            loading={list.loading}
            dataSource={list.rows as UrgeRecordRow[]}
            columns={recordColumns}
            pagination={list.pagination}
            data-testid="urge-record-table"
          />
        )}
      </Card>
    </Space>
  );
}
