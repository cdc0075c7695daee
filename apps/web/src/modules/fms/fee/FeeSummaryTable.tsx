import { FEE_COLUMN_LABELS, type Language, type LmsFeeSummaryRow } from '@freightdesk/domain';
import { type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListTableSource } from '#web/components/resource/ListTable.tsx';
import { feePartyColumn, feeTimeColumn } from './fee-list-columns.tsx';

type Props = {
  lang: Language;
  records: LmsFeeSummaryRow[];
  /** The list (`useListView`): paging. */
  list: ListTableSource;
  onOpenWaybill: (waybillId: string) => void;
};

/**
 * The summary by waybill: one row per waybill with the customer and agent fee totals in the base
 * currency, their row counts and the profit (red when negative). A side the user may not see is
 * answered as null and its columns are left out.
 */
export function FeeSummaryTable({ lang, records, list, onOpenWaybill }: Props) {
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
    feePartyColumn<LmsFeeSummaryRow>('customer', L.customer[lang], (r) => [r.customerCode, r.customerName]),
    feeTimeColumn<LmsFeeSummaryRow>('receiveTime', L.receiveTime[lang], (r) => r.receiveTime),
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
    <ListTable<LmsFeeSummaryRow>
      testId="lms-fee-summary-table"
      rowKey="waybillId"
      rows={records}
      columns={columns}
      list={list}
      emptyText={t('lmsFee.empty')}
    />
  );
}
