import {
  FEE_COLUMN_LABELS,
  isConfirmableFee,
  type Language,
  PDS_FEE_COLUMN_LABELS,
  type PdsFeeRow,
  type PdsFeeSummary,
} from '@freightdesk/domain';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListTableSource } from '#web/components/resource/ListTable.tsx';
import { FeeSums, feeLineColumns, feePartyColumn, feeTimeColumn } from '#web/modules/fms/fee/index.ts';

type Props = {
  lang: Language;
  records: PdsFeeRow[];
  summary: PdsFeeSummary | undefined;
  /** The list (`useListView`): paging and sort. */
  list: ListTableSource;
  selectable: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
};

const SORTABLE = ['waybillNo', 'value', 'belongTime', 'createdAt'];

/**
 * The table of the parcel fee list: money right-aligned, the status as a coloured tag, the sums
 * and counts per currency of every matching row in the footer. Only estimated and confirmed rows
 * not on a bill can be chosen.
 */
export function PdsFeeTable(props: Props) {
  const { t } = useTranslation();
  const { lang, summary } = props;
  const L = FEE_COLUMN_LABELS;
  const P = PDS_FEE_COLUMN_LABELS;
  const fee = feeLineColumns<PdsFeeRow>(lang, 'pds-fee-status-tag');
  const columns: TableColumnsType<PdsFeeRow> = [
    { key: 'waybillNo', title: P.waybillNo[lang], dataIndex: 'waybillNo', width: 160 },
    { key: 'trackNo', title: P.trackNo[lang], dataIndex: 'trackNo', width: 160 },
    feePartyColumn<PdsFeeRow>('customer', L.customer[lang], (r) => [r.customerCode, r.customerName]),
    { key: 'product', title: P.product[lang], dataIndex: 'productName', width: 150, ellipsis: true },
    fee.subjectName,
    fee.value,
    fee.currency,
    fee.conversionValue,
    fee.status,
    fee.billNo,
    fee.belongTime,
    feeTimeColumn<PdsFeeRow>('createdAt', P.createdAt[lang], (r) => r.createdAt),
  ];
  return (
    <ListTable<PdsFeeRow>
      testId="pds-fee-table"
      rows={props.records}
      columns={columns}
      sortable={SORTABLE}
      list={props.list}
      emptyText={t('pdsFee.empty')}
      selection={
        props.selectable
          ? { selected: props.selected, onSelect: props.onSelect, disabled: (r) => !isConfirmableFee(r) }
          : undefined
      }
      footer={() =>
        summary?.byCurrency.length ? (
          <FeeSums
            testId="pds-fee-summary"
            title={t('pdsFee.summary')}
            sums={summary.byCurrency.map((c) => ({
              currency: c.currency,
              text: `${c.currency} ${c.total} (${t('pdsFee.rows', { count: c.count })})`,
              testId: `pds-fee-summary-${c.currency}`,
            }))}
          />
        ) : null
      }
    />
  );
}
