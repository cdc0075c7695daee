import { BALANCE_FLOW_TYPE_LABELS, type BalanceFlowTypeValue } from '@freightdesk/domain';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TablePaginationConfig } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { Money } from './BalanceDetailCard.tsx';
import type { BalanceFlowRecord } from './balance-api.ts';

type Props = {
  rows: BalanceFlowRecord[];
  loading?: boolean;
  pagination: TablePaginationConfig | false;
  showCustomer: boolean;
  testId: string;
};

/** Balance flow rows: time, type, value, balance after, related number, remark, who. */
export function BalanceFlowTable({ rows, loading, pagination, showCustomer, testId }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const columns: ColumnsType<BalanceFlowRecord> = [
    {
      key: 'createdAt',
      title: t('balance.createdAt'),
      render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm:ss'),
      width: 160,
    },
    ...(showCustomer
      ? [{ key: 'customer', title: t('balance.customer'), dataIndex: 'customerCode' as const }]
      : []),
    {
      key: 'type',
      title: t('balance.type'),
      render: (_, r) => (
        <Tag>{BALANCE_FLOW_TYPE_LABELS[r.type as BalanceFlowTypeValue]?.[lang] ?? r.type}</Tag>
      ),
    },
    {
      key: 'value',
      title: t('balance.value'),
      align: 'right',
      render: (_, r) => <Money value={r.value} currency={r.currency} />,
    },
    {
      key: 'balance',
      title: t('balance.balanceAfter'),
      align: 'right',
      render: (_, r) => <Money value={r.balance} currency={r.currency} strong />,
    },
    { key: 'relatedNo', title: t('balance.relatedNo'), render: (_, r) => r.relatedNo ?? '—' },
    { key: 'remark', title: t('balance.remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'createdBy', title: t('balance.createdBy'), render: (_, r) => r.createdByName ?? '—' },
  ];
  return (
    <Table<BalanceFlowRecord>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={pagination}
      data-testid={testId}
    />
  );
}
