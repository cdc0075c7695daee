import { AGE_BUCKETS, type AgeMode } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Modal, Radio, Space, Table, Typography } from 'antd';
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
import {
  BILL_AGE_VIEW,
  type BillAgeBill,
  type BillAgeRow,
  billAgeApi,
  billAgeKeys,
  modeOf,
} from './bill-age-api.ts';

type Drill = { customerId: string; customer: string; bucket: string; bucketLabel: string };

/** The bills behind one amount of the ageing table. */
function BillsDialog({ drill, mode, onClose }: { drill: Drill | null; mode: AgeMode; onClose: () => void }) {
  const { t } = useTranslation();
  const bills = useQuery({
    queryKey: billAgeKeys.bills(drill?.customerId ?? '', mode, drill?.bucket ?? ''),
    queryFn: () => billAgeApi.bills(drill!.customerId, mode, drill!.bucket),
    enabled: !!drill,
  });
  const columns: ColumnsType<BillAgeBill> = [
    { key: 'billNo', title: t('billAge.billNo'), dataIndex: 'billNo' },
    {
      key: 'billTime',
      title: t('billAge.billTime'),
      render: (_, b) => dayjs(b.billTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'total',
      title: t('billAge.billTotal'),
      align: 'right',
      render: (_, b) => `${b.total} ${b.currency}`,
    },
    { key: 'writtenOff', title: t('billAge.writtenOff'), align: 'right', dataIndex: 'writtenOff' },
    { key: 'unwritten', title: t('billAge.unwritten'), align: 'right', dataIndex: 'unwritten' },
    { key: 'age', title: t('billAge.age'), align: 'right', dataIndex: 'age' },
  ];
  return (
    <Modal
      open={!!drill}
      onCancel={onClose}
      footer={null}
      width={820}
      title={drill ? t('billAge.bills', { customer: drill.customer, bucket: drill.bucketLabel }) : null}
    >
      <Table<BillAgeBill>
        size="small"
        rowKey="id"
        loading={bills.isFetching}
        dataSource={bills.data ?? []}
        columns={columns}
        pagination={false}
        data-testid="bill-age-bills"
      />
    </Modal>
  );
}

/**
 * Receivable ageing (`/fms/bill-age`): per customer (or per receivable finance person and currency)
 * the unwritten amounts of the open bills by age bucket, in days or in months; an amount of a
 * customer row opens its bills. Criteria in the URL.
 */
export function BillAgePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const dataScope = useDataScope(true);
  const list = useListView<BillAgeRow>(BILL_AGE_VIEW, { permissionScope: dataScope.scope });
  const mode = modeOf(list.state.values);
  const byCustomer = list.state.values.groupBy !== 'financeUser';
  const [drill, setDrill] = useState<Drill | null>(null);

  const amount = (row: BillAgeRow, bucket: string, label: string) => {
    const value = row.buckets[bucket] ?? '0.00';
    if (!byCustomer || !row.customerId || value === '0.00') return value;
    return (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        data-testid={`bill-age-${row.code}-${bucket}`}
        onClick={() =>
          setDrill({
            customerId: row.customerId!,
            customer: `${row.code} ${row.name}`,
            bucket,
            bucketLabel: label,
          })
        }
      >
        {value}
      </Button>
    );
  };
  const columns: ColumnsType<BillAgeRow> = [
    byCustomer
      ? {
          key: 'customer',
          title: t('billAge.customer'),
          render: (_, r) => [r.code, r.name].filter(Boolean).join(' '),
        }
      : { key: 'financeUser', title: t('billAge.financeUser'), render: (_, r) => r.name ?? '—' },
    { key: 'currency', title: t('billAge.currency'), dataIndex: 'currency', width: 80 },
    { key: 'billCount', title: t('billAge.billCount'), dataIndex: 'billCount', align: 'right', width: 80 },
    ...AGE_BUCKETS[mode].map((b) => ({
      key: b.key,
      title: b.label[lang],
      align: 'right' as const,
      render: (_: unknown, r: BillAgeRow) => amount(r, b.key, b.label[lang]),
    })),
    {
      key: 'total',
      title: t('billAge.total'),
      align: 'right',
      render: (_, r) => <Typography.Text strong>{r.total}</Typography.Text>,
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="bill-age-page">
      <SearchFormCard {...list.search} submitTestId="bill-age-search">
        <SearchItem name="mode" label={t('billAge.mode')} lg={5}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'day', label: t('billAge.byDay') },
              { value: 'month', label: t('billAge.byMonth') },
            ]}
            data-testid="bill-age-mode"
          />
        </SearchItem>
        <SearchItem name="groupBy" label={t('billAge.groupBy')} lg={6}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'customer', label: t('billAge.byCustomer') },
              { value: 'financeUser', label: t('billAge.byFinanceUser') },
            ]}
            data-testid="bill-age-group-by"
          />
        </SearchItem>
        <SearchItem name="customerId" label={t('billAge.customer')} lg={5}>
          <RefSelect entity="customer" data-testid="bill-age-customer" />
        </SearchItem>
        <SearchItem name="financeUserId" label={t('billAge.financeUser')} lg={5}>
          <RefSelect entity="employee" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Table<BillAgeRow>
          size="small"
          rowKey="key"
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          pagination={false}
          data-testid="bill-age-table"
        />
      </Card>
      <BillsDialog drill={drill} mode={mode} onClose={() => setDrill(null)} />
    </Space>
  );
}
