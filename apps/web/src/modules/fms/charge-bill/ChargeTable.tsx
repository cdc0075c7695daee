import { CHARGE_BILL_STATUS_LABELS, type ChargeBillStatusValue } from '@freightdesk/domain';
import { Button, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TablePaginationConfig } from 'antd/es/table/interface';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { CertificateLinks } from './CertificateLinks.tsx';
import type { ChargeRecord, ChargeRefund } from './charge-bill-api.ts';

const STATUS_COLORS: Record<ChargeBillStatusValue, string> = {
  0: 'processing',
  10: 'success',
  20: 'error',
  30: 'default',
};
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');
const money = (v: string | null, currency: string | null) =>
  v === null ? '—' : `${v} ${currency ?? ''}`.trim();

type Props = {
  rows: ChargeRecord[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** Shows the customer column (staff screens). */
  showCustomer: boolean;
  /** The row's action buttons (none: no action column). */
  actions?: (row: ChargeRecord) => ReactNode;
  /** Cancels a refund (shown on the live refunds of the expanded row when given). */
  onCancelRefund?: (row: ChargeRecord, refund: ChargeRefund) => void;
  testId: string;
};

/**
 * The receipts table of the receipt, charge-claim and pay-record screens: number, customer, value,
 * settled value at the confirmation rate, written off, refunded, unmatched, status, pay time; the
 * refunds of a receipt in its expanded row.
 */
export function ChargeTable({
  rows,
  loading,
  pagination,
  showCustomer,
  actions,
  onCancelRefund,
  testId,
}: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const status = (s: number) => CHARGE_BILL_STATUS_LABELS[s as ChargeBillStatusValue]?.[lang] ?? String(s);
  const columns: ColumnsType<ChargeRecord> = [
    { key: 'chargeNo', title: t('chargeBill.chargeNo'), dataIndex: 'chargeNo', width: 150 },
    ...(showCustomer
      ? [
          {
            key: 'customer',
            title: t('chargeBill.customer'),
            render: (_: unknown, r: ChargeRecord) =>
              r.customerId ? (
                `${r.customerCode ?? ''} ${r.customerName ?? ''}`.trim()
              ) : (
                <Tag>{t('chargeBill.unclaimed')}</Tag>
              ),
          },
        ]
      : []),
    {
      key: 'value',
      title: t('chargeBill.value'),
      align: 'right',
      render: (_, r) => money(r.value, r.currency),
    },
    {
      key: 'settledValue',
      title: t('chargeBill.settledValue'),
      align: 'right',
      render: (_, r) => money(r.settledValue, r.settlementCurrency),
    },
    { key: 'rate', title: t('chargeBill.rate'), align: 'right', render: (_, r) => r.rate ?? '—' },
    { key: 'writtenOff', title: t('chargeBill.writtenOff'), align: 'right', dataIndex: 'writtenOff' },
    { key: 'refunded', title: t('chargeBill.refunded'), align: 'right', dataIndex: 'refunded' },
    {
      key: 'unmatched',
      title: t('chargeBill.unmatched'),
      align: 'right',
      render: (_, r) => <Typography.Text strong>{r.unmatched}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('chargeBill.status'),
      render: (_, r) => (
        <>
          <Tag color={STATUS_COLORS[r.status as ChargeBillStatusValue]}>{status(r.status)}</Tag>
          {r.rejectReason ? <Typography.Text type="secondary">{r.rejectReason}</Typography.Text> : null}
        </>
      ),
    },
    { key: 'payTime', title: t('chargeBill.payTime'), render: (_, r) => time(r.payTime), width: 140 },
    { key: 'remark', title: t('chargeBill.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'createdAt',
      title: t('chargeBill.createdAt'),
      render: (_, r) => `${time(r.createdAt)}${r.byCustomer ? ` · ${t('chargeBill.byCustomer')}` : ''}`,
      width: 170,
    },
    {
      key: 'confirmTime',
      title: t('chargeBill.confirmTime'),
      render: (_, r) => time(r.confirmTime),
      width: 140,
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('chargeBill.actions'),
            render: (_: unknown, r: ChargeRecord) => actions(r),
          },
        ]
      : []),
  ];
  const refundColumns = (row: ChargeRecord): ColumnsType<ChargeRefund> => [
    {
      key: 'value',
      title: t('chargeBill.refundValue'),
      align: 'right',
      render: (_, f) => money(f.value, row.settlementCurrency ?? row.currency),
    },
    { key: 'reason', title: t('chargeBill.reason'), dataIndex: 'reason' },
    { key: 'createdAt', title: t('chargeBill.createdAt'), render: (_, f) => time(f.createdAt) },
    {
      key: 'state',
      title: t('chargeBill.status'),
      render: (_, f) =>
        f.cancelled ? (
          <Tag>{t('chargeBill.refundCancelled')}</Tag>
        ) : onCancelRefund ? (
          <Button
            size="small"
            type="link"
            danger
            onClick={() => onCancelRefund(row, f)}
            data-testid={`charge-cancel-refund-${f.id}`}
          >
            {t('chargeBill.cancelRefund')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Table<ChargeRecord>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      pagination={{ ...pagination, showTotal: (total) => t('chargeBill.total_count', { total }) }}
      expandable={{
        rowExpandable: (r) => r.refunds.length > 0 || r.certificateFileIds.length > 0,
        expandedRowRender: (r) => (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {r.certificateFileIds.length ? (
              <div data-testid={`charge-certificates-${r.chargeNo}`}>
                <Typography.Text strong>{t('chargeBill.certificates')}</Typography.Text>
                <CertificateLinks ids={r.certificateFileIds} />
              </div>
            ) : null}
            {r.refunds.length ? (
              <Table<ChargeRefund>
                rowKey="id"
                size="small"
                title={() => t('chargeBill.refunds')}
                columns={refundColumns(r)}
                dataSource={r.refunds}
                pagination={false}
              />
            ) : null}
          </Space>
        ),
      }}
      data-testid={testId}
    />
  );
}
