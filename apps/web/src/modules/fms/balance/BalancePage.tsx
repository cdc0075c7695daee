import { Button, Card, Drawer, Select, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { BalanceDetailCard, Money } from './BalanceDetailCard.tsx';
import { BALANCE_VIEW, type BalanceRecord } from './balance-api.ts';

/**
 * Balances (staff `/fms/balance`): the customers' balances in their settlement currency, criteria
 * customer and "negative only" in the URL; a row opens the customer's detail (estimated balance,
 * available, credit control, warn tips) in a drawer.
 */
export function BalancePage() {
  const { t } = useTranslation();
  const dataScope = useDataScope(true);
  const list = useListView<BalanceRecord>(BALANCE_VIEW, { permissionScope: dataScope.scope });
  const [open, setOpen] = useState<BalanceRecord | null>(null);

  const columns: ColumnsType<BalanceRecord> = [
    {
      key: 'customer',
      title: t('balance.customer'),
      render: (_, r) => `${r.customerCode} ${r.customerName}`,
    },
    {
      key: 'balance',
      title: t('balance.balance'),
      align: 'right',
      render: (_, r) => <Money value={r.balance} currency={r.currency} strong />,
    },
    {
      key: 'creditLine',
      title: t('balance.creditLine'),
      align: 'right',
      render: (_, r) => <Money value={r.creditLine} currency={r.currency} />,
    },
    {
      key: 'updatedAt',
      title: t('balance.updatedAt'),
      render: (_, r) => (r.updatedAt ? dayjs(r.updatedAt).format('YYYY-MM-DD HH:mm') : '—'),
    },
    {
      key: 'actions',
      title: t('balance.detail'),
      render: (_, r) => (
        <Button
          size="small"
          type="link"
          onClick={() => setOpen(r)}
          data-testid={`balance-detail-${r.customerCode}`}
        >
          {t('balance.detail')}
        </Button>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="balance-page">
      <SearchFormCard {...list.search} submitTestId="balance-search">
        <SearchItem name="customerId" label={t('balance.customer')} lg={6}>
          <RefSelect entity="customer" data-testid="balance-customer" />
        </SearchItem>
        <SearchItem name="negative" label={t('balance.negative')} lg={4}>
          <Select
            allowClear
            options={[{ value: 1, label: t('balance.yes') }]}
            data-testid="balance-negative"
          />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Table<BalanceRecord>
          size="small"
          rowKey="customerId"
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          pagination={{ ...list.pagination, showTotal: (total) => t('balance.total_count', { total }) }}
          data-testid="balance-table"
        />
      </Card>
      <Drawer
        open={open !== null}
        size="large"
        title={open ? `${open.customerCode} ${open.customerName}` : ''}
        onClose={() => setOpen(null)}
        destroyOnHidden
      >
        {open ? <BalanceDetailCard customerId={open.customerId} /> : null}
      </Drawer>
    </Space>
  );
}
