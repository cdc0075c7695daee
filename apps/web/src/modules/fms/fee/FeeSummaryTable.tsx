import { FEE_COLUMN_LABELS, type Language, type LmsFeeSummaryRow, PAGE_SIZE } from '@freightdesk/domain';
import { Table, type TableColumnsType, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

type Props = {
  lang: Language;
  records: LmsFeeSummaryRow[];
  total: number;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  onOpenWaybill: (waybillId: string) => void;
};

/**
 * The summary by waybill: one row per waybill with the customer and agent fee totals in the base
 * currency, their row counts and the profit (red when negative). A side the user may not see is
 * answered as null and its columns are left out.
 */
export function FeeSummaryTable({ lang, records, total, loading, page, onPage, onOpenWaybill }: Props) {
  const { t } = useTranslation();
  const L = FEE_COLUMN_LABELS;
  const first = records[0];
  const seesCustomer = !first || first.customerFeeTotal !== null;
  const seesAgent = !first || first.agentFeeTotal !== null;
  const money = (key: 'customerFeeTotal' | 'agentFeeTotal') => ({
    key,
    title: L[key][lang],
    dataIndex: key,
    align: 'right' as const,
    width: 130,
  });
  const count = (key: 'customerFeeCount' | 'agentFeeCount') => ({
    key,
    title: L[key][lang],
    dataIndex: key,
    align: 'right' as const,
    width: 110,
  });
  const columns: TableColumnsType<LmsFeeSummaryRow> = [
    {
      key: 'waybillNo',
      title: L.waybillNo[lang],
      width: 170,
      render: (_, r) => (
        <Typography.Link onClick={() => onOpenWaybill(r.waybillId)} data-testid="lms-fee-summary-waybill">
          {r.waybillNo}
        </Typography.Link>
      ),
    },
    { key: 'customerNo', title: L.customerNo[lang], dataIndex: 'customerNo', width: 140 },
    {
      key: 'customer',
      title: L.customer[lang],
      width: 180,
      ellipsis: true,
      render: (_, r) => [r.customerCode, r.customerName].filter(Boolean).join(' '),
    },
    {
      key: 'receiveTime',
      title: L.receiveTime[lang],
      width: 150,
      render: (_, r) => (r.receiveTime ? dayjs(r.receiveTime).format('YYYY-MM-DD HH:mm') : ''),
    },
    ...(seesCustomer ? [money('customerFeeTotal'), count('customerFeeCount')] : []),
    ...(seesAgent ? [money('agentFeeTotal'), count('agentFeeCount')] : []),
    ...(seesCustomer && seesAgent
      ? [
          {
            key: 'profit',
            title: L.profit[lang],
            align: 'right' as const,
            width: 120,
            render: (_: unknown, r: LmsFeeSummaryRow) => (
              <Typography.Text
                type={r.profit?.startsWith('-') ? 'danger' : undefined}
                data-testid="lms-fee-profit"
              >
                {r.profit}
              </Typography.Text>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<LmsFeeSummaryRow>
      rowKey="waybillId"
      size="small"
      data-testid="lms-fee-summary-table"
      columns={columns}
      dataSource={records}
      loading={loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('lmsFee.empty') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total,
        showSizeChanger: false,
        showTotal: (n) => t('common.total', { count: n }),
        onChange: onPage,
      }}
    />
  );
}
