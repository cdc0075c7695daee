import { Space, Table, type TableColumnsType, type TablePaginationConfig, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankTransferRow } from './bank-transfer-api.ts';

type Props = {
  rows: BankTransferRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** The row's actions (cancel), none for a user who may not act. */
  actions?: (row: BankTransferRow) => ReactNode;
};

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');
const money = (value: string, currency?: string) => (
  <Typography.Text type={value.startsWith('-') ? 'danger' : undefined}>
    {currency ? `${value} ${currency}` : value}
  </Typography.Text>
);
const across = (r: BankTransferRow) => r.fromCurrency !== r.toCurrency;

/** Transfer rows: number, time, paying and receiving side, rates, exchange gain/loss, remark, who, status. */
export function BankTransferTable({ rows, loading, pagination, actions }: Props) {
  const { t } = useTranslation();
  const f = (key: string) => t(`bankTransfer.fields.${key}`);
  const columns: TableColumnsType<BankTransferRow> = [
    { key: 'transferNo', title: f('transferNo'), dataIndex: 'transferNo', width: 150 },
    { key: 'transferTime', title: f('transferTime'), render: (_, r) => time(r.transferTime), width: 150 },
    { key: 'from', title: f('from'), render: (_, r) => `${r.fromAccountName} (${r.fromCurrency})` },
    { key: 'value', title: f('value'), align: 'right', render: (_, r) => money(r.value, r.fromCurrency) },
    { key: 'to', title: f('to'), render: (_, r) => `${r.toAccountName} (${r.toCurrency})` },
    { key: 'toValue', title: f('toValue'), align: 'right', render: (_, r) => money(r.toValue, r.toCurrency) },
    { key: 'rate', title: f('rate'), align: 'right', render: (_, r) => (across(r) ? r.rate : '—') },
    {
      key: 'bookRate',
      title: f('bookRate'),
      align: 'right',
      render: (_, r) => (across(r) ? r.bookRate : '—'),
    },
    {
      key: 'exchangeGainLoss',
      title: f('exchangeGainLoss'),
      align: 'right',
      render: (_, r) => money(r.exchangeGainLoss),
    },
    { key: 'remark', title: f('remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'createdByName', title: f('createdByName'), render: (_, r) => r.createdByName ?? '—' },
    {
      key: 'status',
      title: f('cancelTime'),
      render: (_, r) =>
        r.cancelTime ? (
          <Space size={4}>
            <Tag color="red">{f('cancelled')}</Tag>
            {time(r.cancelTime)}
          </Space>
        ) : (
          <Tag color="green">{t('bankTransfer.live')}</Tag>
        ),
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('bankTransfer.actions'),
            width: 120,
            render: (_: unknown, r: BankTransferRow) => (r.cancelTime ? null : actions(r)),
          },
        ]
      : []),
  ];
  return (
    <Table<BankTransferRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      data-testid="bank-transfer-table"
    />
  );
}
