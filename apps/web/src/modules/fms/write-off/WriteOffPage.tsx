import { hasPermission, Permission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card, Input, Space, Table, type TableColumnsType, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import {
  WRITE_OFF_TABS,
  WRITE_OFF_VIEW,
  type WriteOffRow,
  writeOffApi,
  writeOffKeys,
} from './write-off-api.ts';

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/**
 * Finance → Write-offs: customer and number criteria, live or cancelled write-offs (in the URL),
 * each with its items (bill number ↔ receipt number, value) and the company's exchange gain or
 * loss; cancel after a confirmation (the bills owe again what it covered).
 */
export function WriteOffPage() {
  const { t } = useTranslation();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListView<WriteOffRow>(WRITE_OFF_VIEW);
  const mayCancel = hasPermission(permissions, `${Permission.writeOff}:cancel`);
  const f = (key: string) => t(`writeOff.fields.${key}`);

  const cancel = async (row: WriteOffRow) => {
    if (!(await confirmDialog({ content: t('writeOff.cancelConfirm', { code: row.code }), danger: true })))
      return;
    try {
      await writeOffApi.cancel(row.id);
      void message.success(t('writeOff.cancelled'));
      await client.invalidateQueries({ queryKey: ['fmsBill'] });
      await client.invalidateQueries({ queryKey: writeOffKeys.all });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const columns: TableColumnsType<WriteOffRow> = [
    { key: 'code', title: f('code'), dataIndex: 'code', width: 150 },
    { key: 'customer', title: f('customer'), dataIndex: 'customerCode', width: 100 },
    {
      key: 'items',
      title: f('items'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          {r.items.map((i) => (
            <Typography.Text key={`${i.billId}-${i.chargeId}`}>
              {i.billNo} ↔ {i.chargeNo}: {i.value}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    { key: 'value', title: f('value'), dataIndex: 'value', align: 'right', width: 120 },
    { key: 'currency', title: f('currency'), dataIndex: 'currency', width: 80 },
    {
      key: 'exchangeGainLoss',
      title: f('exchangeGainLoss'),
      dataIndex: 'exchangeGainLoss',
      align: 'right',
      width: 130,
    },
    { key: 'writeOffTime', title: f('writeOffTime'), render: (_, r) => time(r.writeOffTime), width: 150 },
    ...(list.state.tab === 'cancelled'
      ? [
          {
            key: 'cancelTime',
            title: f('cancelTime'),
            render: (_: unknown, r: WriteOffRow) => time(r.cancelTime),
          },
        ]
      : []),
    { key: 'createdByName', title: f('createdByName'), dataIndex: 'createdByName', width: 110 },
    ...(mayCancel && list.state.tab !== 'cancelled'
      ? [
          {
            key: 'actions',
            title: t('writeOff.actions'),
            width: 120,
            render: (_: unknown, r: WriteOffRow) => (
              <ClickLockButton
                size="small"
                danger
                onClick={() => cancel(r)}
                data-testid={`write-off-cancel-${r.code}`}
              >
                {t('writeOff.cancel')}
              </ClickLockButton>
            ),
          },
        ]
      : []),
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="write-off-page">
      <SearchFormCard {...list.search} submitTestId="write-off-search" testId="write-off-criteria">
        <SearchItem name="customerId" label={f('customer')}>
          <RefSelect entity="customer" data-testid="write-off-customer" />
        </SearchItem>
        <SearchItem name="code" label={f('code')}>
          <Input allowClear data-testid="write-off-code" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small">
        <Tabs
          size="small"
          activeKey={list.state.tab ?? undefined}
          onChange={list.setTab}
          items={WRITE_OFF_TABS.map((key) => ({
            key,
            label: <span data-testid={`write-off-tab-${key}`}>{t(`writeOff.tabs.${key}`)}</span>,
          }))}
        />
        <Table<WriteOffRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          scroll={{ x: 'max-content' }}
          data-testid="write-off-table"
        />
      </Card>
    </Space>
  );
}
